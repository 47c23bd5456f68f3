import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { Pagination } from '../../components/pagination';
import {
  FILTER_PAGE_SIZE,
  isNotFound,
  useFilteredArticles,
  type ArticleFilterType,
} from '../../features/article/article-api';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/components/article-card';
import { useOfflinePage } from '../../features/app-error';
import styles from './article-list-page.module.css';

const LABELS: Record<ArticleFilterType, string> = { tag: '标签', category: '分类' };

/** `?type=tag|category&id=…&name=…` (as the tag and category pages link it), or null when malformed. */
function readFilter(params: URLSearchParams): { type: ArticleFilterType; id: number; name: string } | null {
  const type = params.get('type');
  const id = Number(params.get('id'));
  if ((type !== 'tag' && type !== 'category') || !Number.isInteger(id) || id <= 0) return null;
  return { type, id, name: params.get('name') ?? '' };
}

/** 文章列表: the articles of one tag or category, 4 a page, headed 标签 - name / 分类 - name. */
export function ArticleListPage() {
  const [params] = useSearchParams();
  const filter = readFilter(params);
  if (!filter) {
    return (
      <>
        <PageBanner routeName="ArticleList" title="文章列表" />
        <PageContainer>
          <ComingSoon
            line="不知道要看哪个分类或标签呢"
            hint="从分类或标签页挑一个感兴趣的吧～"
            extra={<BrowseLinks />}
          />
        </PageContainer>
      </>
    );
  }
  return <FilteredList key={`${filter.type}-${filter.id}`} {...filter} />;
}

function FilteredList({ type, id, name }: { type: ArticleFilterType; id: number; name: string }) {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const articles = useFilteredArticles(type, id, page);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = articles;
  useOfflinePage(articles);
  const heading = `${LABELS[type]} - ${data?.name ?? name}`;

  const changePage = (next: number) => {
    setPage(next);
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 76;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <>
      <PageBanner routeName="ArticleList" title={heading} />
      <PageContainer>
        <div ref={listRef} className={styles.list}>
          {isPending ? (
            <div className={styles.grid} aria-busy="true" aria-label="文章加载中">
              {[0, 1, 2, 3].map((index) => (
                <ArticleCardSkeleton key={index} vertical />
              ))}
            </div>
          ) : isError && isNotFound(error) ? (
            <ComingSoon
              line={`这个${LABELS[type]}不存在了`}
              hint="它可能已经被作者删除，换一个看看吧～"
              extra={<BrowseLinks />}
            />
          ) : isError && !data ? (
            <LoadError line="文章列表加载失败了" error={error} onRetry={() => void refetch()} />
          ) : data.total === 0 ? (
            <ComingSoon
              line={`「${data.name}」下还没有文章`}
              hint="换个分类或标签看看吧～"
              extra={<BrowseLinks />}
            />
          ) : (
            <>
              <p className={styles.summary}>
                共 <strong>{data.total}</strong> 篇文章
              </p>
              <div className={styles.grid} data-stale={isPlaceholderData}>
                {data.list.map((article, index) => (
                  <ArticleCard key={article.id} article={article} vertical eager={index < 2} />
                ))}
              </div>
              <Pagination
                current={page}
                total={data.total}
                pageSize={FILTER_PAGE_SIZE}
                onChange={changePage}
              />
            </>
          )}
        </div>
      </PageContainer>
    </>
  );
}

function BrowseLinks() {
  return (
    <p className={styles.browse}>
      <Link to="/category">全部分类</Link>
      <Link to="/tag">全部标签</Link>
    </p>
  );
}
