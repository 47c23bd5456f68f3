import type { EndpointResult } from '@blog/contract/api';
import { notifyRoutes } from '@blog/contract/notify-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import type { BlogRequestConfig } from '../../lib/http/blog-client';

/** docs/spec.md §9: notifications come ten to a page. */
export const NOTIFY_PAGE_SIZE = 10;

/** One page of notifications, and `unread`: the caller's unread notifications in all pages. */
export type NotifyPage = EndpointResult<'notify.list'>;

export const notifyKeys = {
  all: ['notify'] as const,
  unread: (userId: number | undefined) => ['notify', 'unread', userId] as const,
  list: (userId: number | undefined) => ['notify', 'list', userId] as const,
};

/** One page of the caller's own notifications, unread first, then newest (docs/spec.md §7). */
export function fetchNotifyPage(
  current: number,
  userId: number,
  size = NOTIFY_PAGE_SIZE,
  config?: BlogRequestConfig,
): Promise<NotifyPage> {
  return callApi(notifyRoutes.list, { body: { current, size, userId } }, config);
}

export function markNotifyViewed(id: number): Promise<null> {
  return callApi(notifyRoutes.markViewed, { params: { id } });
}

export function deleteNotify(id: number): Promise<null> {
  return callApi(notifyRoutes.delete, { params: { id } });
}

/** How often the bell asks for news while the page stays open. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * The bell's unread count; only while logged in. Quiet: a failing badge is not worth a toast,
 * while a 401 still logs the user out and opens the login dialog (blog client).
 */
export function useUnreadCount(userId: number | undefined) {
  return useQuery({
    queryKey: notifyKeys.unread(userId),
    queryFn: async () => (await fetchNotifyPage(1, userId ?? 0, 1, { silent: true })).unread,
    enabled: userId !== undefined,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
