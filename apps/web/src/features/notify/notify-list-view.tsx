import {
  CommentOutlined,
  DeleteOutlined,
  FileTextOutlined,
  MessageOutlined,
  NotificationOutlined,
  ReloadOutlined,
} from '../../components/icons';
import type { Notification } from '@blog/contract';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button, Popconfirm, Skeleton, Spin } from 'antd';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RelativeTime } from '../../components/relative-time';
import { sanitizeHtml } from '../../lib/sanitize';
import { toast } from '../../lib/toast';
import { useUserStore } from '../../stores/user-store';
import styles from './notification-drawer.module.css';
import {
  deleteNotify,
  fetchNotifyPage,
  markNotifyViewed,
  NOTIFY_PAGE_SIZE,
  notifyKeys,
  type NotifyPage,
} from './notify-api';
import { mergePages, nextNotifyPage, notifyTarget, UNREAD, VIEWED } from './notify-list';

const TYPE_LOOK: Record<number, { label: string; icon: ReactNode }> = {
  1: { label: '文章', icon: <FileTextOutlined aria-hidden /> },
  2: { label: '说说', icon: <CommentOutlined aria-hidden /> },
  3: { label: '留言', icon: <MessageOutlined aria-hidden /> },
  4: { label: '后台', icon: <NotificationOutlined aria-hidden /> },
};
const OTHER_TYPE = { label: '通知', icon: <NotificationOutlined aria-hidden /> };

type Pages = InfiniteData<NotifyPage, number>;

export interface NotifyListProps {
  /** Called after an item was chosen (the drawer closes). */
  onDone: () => void;
  adminUrl: string | null;
}

/** The notifications, page by page: 点击加载更多～ until 已经到底啦. */
export function NotifyList({ onDone, adminUrl }: NotifyListProps) {
  const userId = useUserStore((state) => state.userInfo?.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listKey = notifyKeys.list(userId);
  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => fetchNotifyPage(pageParam, userId ?? 0),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextNotifyPage(mergePages(pages).length, last.total, NOTIFY_PAGE_SIZE),
    enabled: userId !== undefined,
    // Forgotten as soon as the drawer closes: every opening starts again from page 1.
    gcTime: 0,
    staleTime: 0,
  });
  const items = query.data ? mergePages(query.data.pages) : [];

  const patchPages = (change: (list: Notification[]) => Notification[], totalDelta = 0) =>
    queryClient.setQueryData<Pages>(listKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: change(page.list),
              total: page.total + totalDelta,
            })),
          }
        : data,
    );
  const refreshBadge = () => void queryClient.invalidateQueries({ queryKey: notifyKeys.unread(userId) });

  const choose = (item: Notification, event: MouseEvent | KeyboardEvent) => {
    if (item.isView === UNREAD) {
      patchPages((list) => list.map((one) => (one.id === item.id ? { ...one, isView: VIEWED } : one)));
      markNotifyViewed(item.id).then(refreshBadge, refreshBadge);
    }
    // A link inside the message goes where it points; the item itself is only marked read.
    if (event.target instanceof Element && event.target.closest('a')) return;
    const target = notifyTarget(item, adminUrl);
    if (target.kind === 'none') return;
    onDone();
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else void navigate(target.to);
  };

  const remove = async (item: Notification) => {
    try {
      await deleteNotify(item.id);
    } catch {
      return; // The blog client has shown why (错误提示).
    }
    toast.success('删除成功');
    patchPages((list) => list.filter((one) => one.id !== item.id), -1);
    // The server's pages have shifted by one: reload the loaded ones so 加载更多 continues cleanly.
    void queryClient.invalidateQueries({ queryKey: listKey });
    refreshBadge();
  };

  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="消息加载中">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} avatar active paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyLine}>消息没能加载出来</p>
        <Button
          autoInsertSpace={false}
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void query.refetch()}
        >
          重新加载
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <EmptyMessages />;

  return (
    <>
      <ul className={styles.list} aria-label="消息列表">
        {items.map((item) => {
          const look = TYPE_LOOK[item.type] ?? OTHER_TYPE;
          const unread = item.isView === UNREAD;
          return (
            <li key={item.id} className={styles.item} data-unread={unread}>
              <div
                role="button"
                tabIndex={0}
                className={styles.itemMain}
                onClick={(event) => choose(item, event)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(item, event);
                  }
                }}
              >
                <span className={styles.typeIcon} data-type={item.type}>
                  {look.icon}
                </span>
                <span className={styles.itemBody}>
                  <span
                    className={styles.message}
                    // Notification text may carry HTML; only DOMPurify's output reaches the page (docs/design.md §11).
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.message) }}
                  />
                  <span className={styles.meta}>
                    <span>{look.label}</span>
                    <span aria-hidden>·</span>
                    <RelativeTime date={item.createdAt} />
                  </span>
                </span>
                {unread && <span className={styles.newBadge}>new</span>}
              </div>
              <Popconfirm
                title="确定删除吗？"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true, autoInsertSpace: false }}
                cancelButtonProps={{ autoInsertSpace: false }}
                placement="bottomRight"
                onConfirm={() => remove(item)}
              >
                <button type="button" className={styles.delete} aria-label="删除这条消息">
                  <DeleteOutlined aria-hidden />
                </button>
              </Popconfirm>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        {query.isFetchingNextPage ? (
          <Spin size="small" />
        ) : query.hasNextPage ? (
          <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()}>
            点击加载更多～
          </button>
        ) : (
          <span className={styles.end}>已经到底啦</span>
        )}
      </div>
    </>
  );
}

/** No notifications at all: an empty mailbox with a friendly line. */
function EmptyMessages() {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.emptyArt} viewBox="0 0 160 120" fill="none" aria-hidden focusable="false">
        <ellipse cx="80" cy="108" rx="54" ry="6" fill="currentColor" opacity="0.08" />
        <path d="M30 46l50-30 50 30v52a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="currentColor" opacity="0.12" />
        <rect
          x="44"
          y="30"
          width="72"
          height="54"
          rx="6"
          fill="var(--blog-card)"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path
          d="M56 46h48M56 58h36M56 70h24"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          opacity="0.45"
        />
        <path d="M30 52l50 32 50-32v46a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="currentColor" opacity="0.22" />
        <path d="M124 18l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ff7242" opacity="0.8" />
      </svg>
      <p className={styles.emptyLine}>暂时没有新消息～</p>
      <p className={styles.emptyHint}>有人回复你、为你点赞的时候，会第一时间在这里告诉你</p>
    </div>
  );
}
