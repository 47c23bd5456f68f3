import { LoadingOutlined } from '../../../components/icons';
import { useEffect, useRef } from 'react';
import { TEXT } from '../text';
import styles from './song-table.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The list footer (docs/spec.md §9): 下拉/点击加载更多～ loads the next page when clicked or scrolled
 * into view; 已经到底了 once a page came back empty. A spinner shows while fetching.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (loading) {
    return (
      <div className={styles.footer} role="status">
        <LoadingOutlined className={styles.spinner} aria-hidden /> 加载中…
      </div>
    );
  }
  if (!hasMore) return <div className={styles.footer}>{TEXT.noMore}</div>;
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.footer} ${styles.footerButton}`}
      onClick={onLoadMore}
    >
      {TEXT.loadMore}
    </button>
  );
}
