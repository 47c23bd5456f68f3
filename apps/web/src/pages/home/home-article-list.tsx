import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { Pagination } from '../../components/pagination';
import { HOME_PAGE_SIZE, useHomeArticles } from '../../features/article/article-api';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/components/article-card';
import styles from './home-page.module.css';

export interface HomeArticleListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The home page's articles, 5 a page, pinned first; covers alternate sides like Butterfly's. */
export function HomeArticleList({ page, onPageChange }: HomeArticleListProps) {
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useHomeArticles(page);

  if (isPending) {
    return (
      <div className={styles.cards} aria-busy="true" aria-label="文章加载中">
        {[0, 1, 2].map((index) => (
          <ArticleCardSkeleton key={index} coverSide={index % 2 === 0 ? 'left' : 'right'} />
        ))}
      </div>
    );
  }
  if (isError && !data) {
    return <LoadError line="文章列表加载失败了" error={error} onRetry={() => void refetch()} />;
  }
  if (data.total === 0) {
    return <ComingSoon line="文章正在赶来的路上" hint="先泡一杯咖啡，等等第一篇文章吧～" />;
  }
  return (
    <>
      <div className={styles.cards} data-stale={isPlaceholderData} aria-busy={isPlaceholderData}>
        {/* Below the full-screen hero: every cover loads lazily, none competes with the banner. */}
        {data.list.map((article, index) => (
          <ArticleCard key={article.id} article={article} coverSide={index % 2 === 0 ? 'left' : 'right'} />
        ))}
      </div>
      <Pagination current={page} total={data.total} pageSize={HOME_PAGE_SIZE} onChange={onPageChange} />
    </>
  );
}
