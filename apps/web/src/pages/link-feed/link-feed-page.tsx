import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LeftOutlined, NotificationOutlined } from '../../components/icons';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { Pagination } from '../../components/pagination';
import { FriendPostCard, FriendPostSkeleton } from '../../features/links/components/friend-post-card';
import { FRIEND_FEED_PAGE_SIZE, useFriendFeed } from '../../features/links/friend-feed-api';
import { useOfflinePage } from '../../features/app-error';
import styles from './link-feed-page.module.css';

/** 朋友圈: the newest posts of the friends' sites, read from their feeds by the server. */
export function LinkFeedPage() {
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const feed = useFriendFeed(page);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = feed;
  useOfflinePage(feed);

  const changePage = (next: number) => {
    setPage(next);
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY - 76;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  return (
    <>
      <PageBanner routeName="LinkList" title="朋友圈" />
      <PageContainer className={styles.container}>
        <div className={styles.head}>
          <h2 className={styles.heading}>
            <NotificationOutlined aria-hidden /> 小伙伴们的新文章
            {data && data.total > 0 && <span className={styles.total}>{data.total}</span>}
          </h2>
          <Link to="/link/list" className={styles.back}>
            <LeftOutlined aria-hidden /> 返回友链
          </Link>
        </div>
        {isPending ? (
          <div className={styles.list} aria-busy="true" aria-label="朋友圈加载中">
            {[0, 1, 2].map((index) => (
              <FriendPostSkeleton key={index} />
            ))}
          </div>
        ) : isError && !data ? (
          <LoadError line="朋友圈加载失败了" error={error} onRetry={() => void refetch()} />
        ) : data.total === 0 ? (
          <ComingSoon line="朋友圈还很安静" hint="小伙伴们的网站有了 RSS 订阅，新文章就会出现在这里～" />
        ) : (
          <div ref={listRef}>
            <div className={styles.list} data-stale={isPlaceholderData}>
              {data.list.map((post) => (
                <FriendPostCard key={post.id} post={post} />
              ))}
            </div>
            <Pagination
              current={page}
              total={data.total}
              pageSize={FRIEND_FEED_PAGE_SIZE}
              onChange={changePage}
              className={styles.pager}
            />
          </div>
        )}
      </PageContainer>
    </>
  );
}
