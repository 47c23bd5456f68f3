import { HomeOutlined } from '../../components/icons';
import type { ArticleDetail } from '@blog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { MissingPageIcon } from '../../components/image-placeholders';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { useIsNarrow } from '../../components/use-media-query';
import { HydrateWhenVisible } from '../../components/hydrate-when-visible';
import {
  isNotFound,
  unlockedArticleQuery,
  useArticle,
  useUnlockedArticle,
} from '../../features/article/article-api';
import { useOfflinePage } from '../../features/app-error';
import { articleGrants } from '../../features/article/article-grants';
import { useHydrated } from '../../lib/use-hydrated';
import { useUserStore } from '../../stores/user-store';
import { LockedArticle } from './locked-article';
import { ArticleMarkdown } from '../../features/article/markdown/article-markdown';
import { ThemePicker } from '../../features/article/markdown/theme-picker';
import { useReadingDuration } from '../../features/article/use-reading-duration';
import { useSiteConfig } from '../../features/site/site-api';
import styles from './article-page.module.css';
import { ArticleTitleBlock, ArticleTitleSkeleton } from './article-title-block';
import { ArticleTocCard, ArticleTocDrawer } from './article-toc';
import { useReadingProgress } from './use-reading-progress';
import { COMMENT_ANCHOR } from '../../features/comment/comment-anchor';

/** The end of the article (tags, like, copyright, previous/next): below the fold, so it hydrates later. */
const ArticleEnd = lazy(async () => ({ default: (await import('./article-end')).ArticleEnd }));

/** 评论: further below, and with a placeholder of its own until the reader comes near it. */
const Comments = lazy(async () => ({
  default: (await import('../../features/comment/lazy-comments')).Comments,
}));

/** `?id=` as a positive whole number, or 0 when it is missing or not one. */
function parseArticleId(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function ArticlePage() {
  const [params] = useSearchParams();
  const id = parseArticleId(params.get('id'));
  const read = useArticle(id);
  const { data: article, isPending, isError, error, refetch } = read;
  // An article never read, offline: 当前离线 (the route's error page), not 文章加载失败了.
  useOfflinePage(read);
  const blogName = useSiteConfig().data?.blog_name ?? '';
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const isOwner = useUserStore((state) => state.userInfo?.role === 1);
  // A protected article (🔒 加密文章) arrives locked; its body comes from a read of its own.
  const unlocked = useUnlockedArticle(article, { hydrated, isOwner });

  // The tab reads "article title | blog name". Set after the layout's own effect, which names the
  // tab by the route (文章) and runs after this one when both change in the same render.
  useEffect(() => {
    if (!article) return;
    const timer = window.setTimeout(() => {
      document.title = [article.article_title, blogName].filter(Boolean).join(' | ');
    });
    return () => window.clearTimeout(timer);
  }, [article, blogName]);

  if (id === 0 || (isError && isNotFound(error))) return <ArticleNotFound />;

  return (
    <>
      <PageBanner image={article?.article_cover} title={article?.article_title ?? '文章'}>
        {article ? <ArticleTitleBlock article={article} /> : <ArticleTitleSkeleton />}
      </PageBanner>
      <PageContainer>
        {isPending ? (
          <ArticleSkeleton />
        ) : isError ? (
          <LoadError line="文章加载失败了" error={error} onRetry={() => void refetch()} />
        ) : !article.locked ? (
          <ArticleBody key={article.id} article={article} blogName={blogName} />
        ) : unlocked.article ? (
          <ArticleBody key={article.id} article={unlocked.article} blogName={blogName} />
        ) : unlocked.pending ? (
          <ArticleSkeleton />
        ) : (
          <LockedArticle
            key={article.id}
            article={article}
            onUnlocked={(whole) =>
              queryClient.setQueryData(unlockedArticleQuery(id, undefined).queryKey, whole)
            }
          />
        )}
      </PageContainer>
    </>
  );
}

function ArticleBody({ article, blogName }: { article: ArticleDetail; blogName: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const progress = useReadingProgress(bodyRef, true);
  useReadingDuration(article.id);
  const hasToc = article.article_toc.length > 0;
  return (
    <div className={styles.layout} data-toc={hasToc}>
      <div className={styles.main}>
        <Card className={styles.articleCard}>
          <div className={styles.toolbar}>
            <ThemePicker />
          </div>
          <div ref={bodyRef}>
            <ArticleMarkdown html={article.article_html} />
          </div>
          <HydrateWhenVisible id="article-end" module="src/pages/article/article-end.tsx">
            <ArticleEnd article={article} blogName={blogName} />
          </HydrateWhenVisible>
        </Card>
        <HydrateWhenVisible
          id="article-comments"
          module="src/features/comment/lazy-comments.tsx"
          hash={COMMENT_ANCHOR}
        >
          {/* A protected article's comments are read and written with its grant (the owner needs none). */}
          <Comments type={1} forId={article.id} grant={articleGrants.get(article.id)} />
        </HydrateWhenVisible>
      </div>
      {hasToc && <ArticleToc progress={progress} toc={article.article_toc} />}
    </div>
  );
}

/**
 * The table of contents: a card beside the body on wide windows, a sheet behind a button on phones.
 * The server renders the card (CSS hides it on a phone until the browser has its answer); only this
 * small part re-renders when the browser's answer differs, not the article.
 */
function ArticleToc({ progress, toc }: { progress: number; toc: ArticleDetail['article_toc'] }) {
  const narrow = useIsNarrow();
  if (narrow) return <ArticleTocDrawer progress={progress} toc={toc} />;
  return (
    <div className={styles.aside}>
      <ArticleTocCard progress={progress} toc={toc} />
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <Card className={styles.articleCard}>
      <div className={styles.skeleton} aria-busy="true" aria-label="文章加载中">
        {[92, 100, 84, 96, 60, 0, 88, 100, 72].map((width, index) =>
          width === 0 ? (
            <span key={index} className={styles.skeletonBlock} />
          ) : (
            <span key={index} className={styles.skeletonLine} style={{ width: `${width}%` }} />
          ),
        )}
      </div>
    </Card>
  );
}

function ArticleNotFound() {
  return (
    <>
      <PageBanner title="文章走丢了" subtitle="404" />
      <PageContainer>
        <Card>
          <div className={styles.notFound} role="status">
            <MissingPageIcon className={styles.notFoundCup} />
            <h2 className={styles.notFoundTitle}>这篇文章走丢了</h2>
            <p className={styles.notFoundText}>
              它可能被作者藏起来了，或者从来没有写过。去首页看看别的文章吧～
            </p>
            <Link to="/home" className={styles.notFoundButton}>
              <HomeOutlined aria-hidden />
              返回首页
            </Link>
          </div>
        </Card>
      </PageContainer>
    </>
  );
}
