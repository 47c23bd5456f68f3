import { LoadingOutlined } from '../../components/icons';
import type { TalkItem } from '@blog/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { LoadError } from '../../components/load-error';
import { PageBanner } from '../../components/page-banner';
import { PageContainer } from '../../components/page-container';
import { Comments } from '../../features/comment';
import { COMMENT_ANCHOR } from '../../features/comment/comment-anchor';
import { useTalk, useTalkList } from '../../features/talk/talk-api';
import { TalkCard, TalkCardSkeleton } from '../../features/talk/components/talk-card';
import { useHydrated } from '../../lib/use-hydrated';
import { useOfflinePage } from '../../features/app-error';
import styles from './talk-page.module.css';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible';

const renderComments = (talk: TalkItem) => <Comments type={2} forId={talk.id} />;

/** `?id=` as a talk id, or 0 when there is none or it is malformed. */
function readTalkId(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** 说说: the owner's short posts, five at a time as the visitor scrolls; `?id=` shows one of them. */
export function TalkPage() {
  const [params] = useSearchParams();
  const targetId = readTalkId(params);
  return <TalkList key={targetId} targetId={targetId} />;
}

function TalkList({ targetId }: { targetId: number }) {
  const list = useTalkList();
  useOfflinePage(list);
  const talks = list.data?.pages.flatMap((page) => page.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const targetLoaded = targetId > 0 && talks.some((talk) => talk.id === targetId);
  // A talk asked for that is not on the first load is fetched on its own and shown on top; decided
  // once, so it does not jump down when its page arrives later.
  const [onTop, setOnTop] = useState<boolean | null>(null);
  if (onTop === null && targetId > 0 && list.isSuccess) setOnTop(!targetLoaded);
  const target = useTalk(targetId, onTop === true);
  const pinnedTarget = onTop ? (target.data ?? null) : null;

  const sentinel = useLoadMoreWhenVisible({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    onVisible: () => void list.fetchNextPage(),
  });

  useScrollToTalk(targetId, pinnedTarget !== null || (onTop === false && targetLoaded));
  // `/talk?id=3#comment-12` (a reply mail's link): that talk's comments open at the comment.
  const hydrated = useHydrated();
  const commentLinked = hydrated && targetId > 0 && COMMENT_ANCHOR.test(window.location.hash);

  return (
    <>
      <PageBanner routeName="Talk" title="说说" />
      <PageContainer className={styles.container}>
        {list.isPending ? (
          <div className={styles.list} aria-busy="true" aria-label="说说加载中">
            {[0, 1, 2].map((index) => (
              <TalkCardSkeleton key={index} />
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <LoadError line="说说加载失败了" error={list.error} onRetry={() => void list.refetch()} />
        ) : total === 0 ? (
          <ComingSoon line="还没有说说" hint="主人正在酝酿第一句话～" />
        ) : (
          <div className={styles.list}>
            {onTop && target.isError && (
              <p className={styles.notice} role="status">
                要找的这条说说不见了，可能已被删除或设为私密～
              </p>
            )}
            {pinnedTarget && (
              <TalkCard
                talk={pinnedTarget}
                highlighted
                renderComments={renderComments}
                commentsLinked={commentLinked}
              />
            )}
            {talks
              .filter((talk) => talk.id !== pinnedTarget?.id)
              .map((talk) => (
                <TalkCard
                  key={talk.id}
                  talk={talk}
                  highlighted={talk.id === targetId}
                  renderComments={renderComments}
                  commentsLinked={commentLinked && talk.id === targetId}
                />
              ))}
            <div ref={sentinel} className={styles.footer} data-testid="talk-list-footer">
              {list.isFetchingNextPage ? (
                <span className={styles.loading} role="status">
                  <LoadingOutlined aria-hidden /> 加载中…
                </span>
              ) : list.isFetchNextPageError ? (
                <LoadError
                  bare
                  line="更多说说加载失败了"
                  error={list.error}
                  onRetry={() => void list.fetchNextPage()}
                />
              ) : list.hasNextPage ? (
                <button type="button" className={styles.loadMore} onClick={() => void list.fetchNextPage()}>
                  加载更多
                </button>
              ) : (
                <span className={styles.end}>没有更多了</span>
              )}
            </div>
          </div>
        )}
      </PageContainer>
    </>
  );
}

/** Once the talk `?id=` names is on the page, brings it into view (after the layout's scroll to top). */
function useScrollToTalk(id: number, ready: boolean) {
  const done = useRef(0);
  useEffect(() => {
    if (!ready || id <= 0 || done.current === id) return;
    const frame = requestAnimationFrame(() => {
      done.current = id;
      document.getElementById(`talk-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, ready]);
}
