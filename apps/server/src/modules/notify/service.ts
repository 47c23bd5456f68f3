import type { Notification } from '@blog/contract';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime, nowIso } from '../../lib/time';
import { enabledAdminIds } from '../user/repository';
import * as repository from './repository';

export const NOTIFY_TYPES = { article: 1, talk: 2, message: 3, admin: 4 } as const;

export async function listNotifications(ctx: AppContext, userId: number, current: number, size: number) {
  const { rows, total, unread } = await repository.listOwn(ctx.db.kysely, userId, (current - 1) * size, size);
  const list: Notification[] = rows.map((row) => ({
    id: row.id,
    message: row.message,
    type: row.type,
    to_id: row.to_id,
    isView: row.is_view,
    createdAt: formatDateTime(row.created_at, ctx.config.timeZone),
  }));
  return { current, size, total, unread, list };
}

/** Someone else's notification is answered exactly like a missing one: nothing to learn from it. */
export async function markViewed(ctx: AppContext, userId: number, id: number): Promise<void> {
  const result = await repository.markViewed(ctx.db.kysely, userId, id, nowIso());
  if (!result.numUpdatedRows) throw new NotFoundError('消息不存在');
}

export async function deleteNotification(ctx: AppContext, userId: number, id: number): Promise<void> {
  const result = await repository.deleteOwn(ctx.db.kysely, userId, id);
  if (!result.numDeletedRows) throw new NotFoundError('消息不存在');
}

/**
 * Tells a user about something (a reply, a like, an approved link; type 4 for the admin). Never
 * notifies people about their own actions.
 */
export async function notify(
  ctx: AppContext,
  input: {
    userId: number;
    message: string;
    type: (typeof NOTIFY_TYPES)[keyof typeof NOTIFY_TYPES];
    toId?: number | null;
    actorId?: number | null;
  },
): Promise<number | null> {
  if (input.actorId != null && input.actorId === input.userId) return null;
  const row = await repository.insertNotification(ctx.db.kysely, {
    user_id: input.userId,
    message: input.message,
    type: input.type,
    to_id: input.toId ?? null,
    created_at: nowIso(),
  });
  return row.id;
}

/** Tells every admin (but not the one who acted) about something to review: notification type 4. */
export async function notifyAdmins(ctx: AppContext, actorId: number | null, message: string): Promise<void> {
  for (const admin of await enabledAdminIds(ctx.db.kysely)) {
    await notify(ctx, { userId: admin, actorId, type: NOTIFY_TYPES.admin, toId: null, message });
  }
}
