import type { Notification } from '@blog/contract';
import { useQuery } from '@tanstack/react-query';
import { blogClient, unwrap, type BlogRequestConfig } from '../../lib/http/blog-client';

/** SPEC §9: notifications come ten to a page. */
export const NOTIFY_PAGE_SIZE = 10;

export interface NotifyPage {
  current: number;
  size: number;
  total: number;
  /** The caller's unread notifications in all pages. */
  unread: number;
  list: Notification[];
}

export const notifyKeys = {
  all: ['notify'] as const,
  unread: (userId: number | undefined) => ['notify', 'unread', userId] as const,
  list: (userId: number | undefined) => ['notify', 'list', userId] as const,
};

/** One page of the caller's own notifications, unread first, then newest (SPEC §7). */
export function fetchNotifyPage(
  current: number,
  userId: number,
  size = NOTIFY_PAGE_SIZE,
  config?: BlogRequestConfig,
): Promise<NotifyPage> {
  return unwrap(blogClient.post<NotifyPage>('/notify/getNotifyList', { current, size, userId }, config));
}

export function markNotifyViewed(id: number): Promise<null> {
  return unwrap(blogClient.put<null>(`/notify/update/${id}`));
}

export function deleteNotify(id: number): Promise<null> {
  return unwrap(blogClient.put<null>(`/notify/delete/${id}`));
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
