import {
  CalendarOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  LikeOutlined,
  PushpinFilled,
  TagOutlined,
} from '../../../components/icons';
import type { ArticleListItem } from '@blog/contract';
import { Link } from 'react-router';
import { BlogImage } from '../../../components/blog-image';
import { formatCount } from '../../../lib/count-format';
import { articleListPath } from '../../taxonomy';
import { articlePath } from '../article-api';
import { dayOf, wasUpdatedLater } from '../article-dates';
import styles from './article-card.module.css';

export interface ArticleCardProps {
  article: ArticleListItem;
  /** Which side the cover sits on in the wide layout (Butterfly alternates them). */
  coverSide?: 'left' | 'right';
  /** Cover on top, text below: for grids. */
  vertical?: boolean;
  /** The first cards of a page load their covers at once. */
  eager?: boolean;
}

/**
 * An article in a list: cover (when it has one), title, dates, category, tags, likes, views and
 * description (the server fills an empty one from the body).
 */
export function ArticleCard({
  article,
  coverSide = 'left',
  vertical = false,
  eager = false,
}: ArticleCardProps) {
  const to = articlePath(article.id);
  const pinned = article.is_top === 1;
  const updated = wasUpdatedLater(article.createdAt, article.updatedAt);
  const tags = article.tagIdList.map((id, index) => ({ id, name: article.tagNameList[index] ?? '' }));

  return (
    <article
      className={styles.card}
      data-side={coverSide}
      data-layout={vertical ? 'vertical' : 'horizontal'}
      // Without a cover the words take the whole card, as Butterfly's cover-less posts do: no grey
      // placeholder standing for a picture that was never chosen.
      data-cover={article.article_cover ? 'picture' : 'none'}
      data-testid="article-card"
    >
      {article.article_cover && (
        <Link to={to} className={styles.cover} tabIndex={-1} aria-hidden="true">
          <BlogImage
            src={article.article_cover}
            alt=""
            fill
            eager={eager}
            className={styles.coverFrame}
            imageClassName={styles.coverImage}
          />
        </Link>
      )}
      <div className={styles.info}>
        <h2 className={styles.title}>
          <Link to={to}>{article.article_title}</Link>
        </h2>
        <div className={styles.meta}>
          {pinned && (
            <span className={styles.pinned}>
              <PushpinFilled aria-hidden />
              置顶
            </span>
          )}
          {article.is_protected && <span className={styles.protected}>🔒 加密文章</span>}
          <span className={styles.item} title={article.createdAt}>
            <CalendarOutlined aria-hidden />
            发表于 {dayOf(article.createdAt)}
          </span>
          {updated && (
            <span className={styles.item} title={article.updatedAt}>
              <HistoryOutlined aria-hidden />
              更新于 {dayOf(article.updatedAt)}
            </span>
          )}
        </div>
        <div className={styles.meta}>
          {article.category_id !== null && article.categoryName && (
            <span className={styles.item}>
              <FolderOpenOutlined aria-hidden />
              <Link
                className={styles.link}
                to={articleListPath('category', article.category_id, article.categoryName)}
              >
                {article.categoryName}
              </Link>
            </span>
          )}
          {tags.length > 0 && (
            <span className={styles.item}>
              <TagOutlined aria-hidden />
              <span className={styles.tags}>
                {tags.map((tag) => (
                  <Link key={tag.id} className={styles.link} to={articleListPath('tag', tag.id, tag.name)}>
                    {/* Read as "标签：Go", not a bare "Go" (a link text that says where it leads). */}
                    <span className="sr-only">标签：</span>
                    {tag.name}
                  </Link>
                ))}
              </span>
            </span>
          )}
          <span className={styles.item} title={`点赞 ${article.thumbs_up_times}`}>
            <LikeOutlined aria-hidden />
            <span className="sr-only">点赞</span>
            {formatCount(article.thumbs_up_times)}
          </span>
          <span className={styles.item} title={`浏览 ${article.view_times}`}>
            <EyeOutlined aria-hidden />
            <span className="sr-only">浏览</span>
            {formatCount(article.view_times)}
          </span>
        </div>
        {article.article_description && <p className={styles.description}>{article.article_description}</p>}
      </div>
    </article>
  );
}

/** The shape of a card while its article is loading. */
export function ArticleCardSkeleton({
  coverSide = 'left',
  vertical = false,
}: Pick<ArticleCardProps, 'coverSide' | 'vertical'>) {
  return (
    <div
      className={`${styles.card} ${styles.skeleton}`}
      data-side={coverSide}
      data-layout={vertical ? 'vertical' : 'horizontal'}
      aria-hidden="true"
      data-testid="article-card-skeleton"
    >
      <div className={`${styles.cover} ${styles.shimmer}`} />
      <div className={styles.info}>
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '72%', height: 26 }} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '46%' }} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '58%' }} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '92%' }} />
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: '80%' }} />
      </div>
    </div>
  );
}
