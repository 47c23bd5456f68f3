import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const own = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('notifications').where('user_id', '=', userId);

/** The caller's notifications: unread first, then newest. */
export async function listOwn(db: Kysely<Database>, userId: number, offset: number, limit: number) {
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

export const markViewed = (db: Kysely<Database>, userId: number, id: number, now: string) =>
  db
    .updateTable('notifications')
    .set({ is_view: 2, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const deleteOwn = (db: Kysely<Database>, userId: number, id: number) =>
  db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const insertNotification = (
  db: Kysely<Database>,
  values: { user_id: number; message: string; type: number; to_id: number | null; created_at: string },
) =>
  db
    .insertInto('notifications')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
