import type { Executor } from '../../db/executor';

const own = (db: Executor, userId: number) => db.selectFrom('notifications').where('user_id', '=', userId);

/** The caller's notifications: unread first, then newest. */
export async function listOwn(db: Executor, userId: number, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    own(db, userId)
      .select(['id', 'message', 'type', 'to_id', 'is_view', 'created_at'])
      .orderBy('is_view', 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    own(db, userId)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('is_view', '=', 1).then(1).else(0).end()).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread ?? 0) };
}

export const markViewed = (db: Executor, userId: number, id: number, now: string) =>
  db
    .updateTable('notifications')
    .set({ is_view: 2, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const deleteOwn = (db: Executor, userId: number, id: number) =>
  db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const insertNotification = (
  db: Executor,
  values: { user_id: number; message: string; type: number; to_id: number | null; created_at: string },
) =>
  db
    .insertInto('notifications')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
