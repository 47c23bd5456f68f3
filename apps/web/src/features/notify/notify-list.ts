import type { Notification } from '@blog/contract';

/**
 * Pure helpers for the 我的消息 list: which page to load next, the loaded items without
 * duplicates, and where a notification leads.
 */

/** docs/spec.md §3: notification types, and `isView` 1 for unread. */
export const NOTIFY_TYPE = { article: 1, talk: 2, message: 3, admin: 4 } as const;
export const UNREAD = 1;
export const VIEWED = 2;

/**
 * The page holding the first notification not loaded yet, or null when all are loaded.
 * Without deletions this is simply the next page; after one, the server's pages have shifted by
 * one, and asking for the page that now holds item `loaded` avoids skipping anything (the
 * overlap is removed by `mergePages`).
 */
export function nextNotifyPage(loaded: number, total: number, size: number): number | null {
  if (loaded >= total) return null;
  return Math.floor(loaded / size) + 1;
}

/** The pages' items in order, each notification once. */
export function mergePages(pages: readonly { list: readonly Notification[] }[]): Notification[] {
  const seen = new Set<number>();
  const items: Notification[] = [];
  for (const page of pages) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export type NotifyTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string }
  /** Nowhere to go (no target id, no admin page configured): only marked as read. */
  | { kind: 'none' };

/** Where clicking a notification goes (docs/spec.md §4): 1 article, 2 talk, 3 message list, 4 admin page. */
export function notifyTarget(
  notification: Pick<Notification, 'type' | 'to_id'>,
  adminUrl?: string | null,
): NotifyTarget {
  const { type, to_id: toId } = notification;
  switch (type) {
    case NOTIFY_TYPE.article:
      return toId ? { kind: 'route', to: `/article?id=${toId}` } : { kind: 'none' };
    case NOTIFY_TYPE.talk:
      return toId ? { kind: 'route', to: `/talk?id=${toId}` } : { kind: 'route', to: '/talk' };
    case NOTIFY_TYPE.message:
      return { kind: 'route', to: '/message/list' };
    case NOTIFY_TYPE.admin:
      return adminUrl ? { kind: 'external', url: adminUrl } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** Text for the badge on the bell: at most 9 (docs/spec.md §9), nothing when all is read. */
export function unreadBadgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 9 ? '9+' : String(Math.floor(unread));
}
