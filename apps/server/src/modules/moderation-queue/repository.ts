import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** Held comments and messages, newest first, with what the owner's queue shows. */
export async function heldMessages(db: Executor, limit: number) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      'm.nick_name as guest_name',
      'u.nick_name',
      'm.user_id',
      'm.ip',
      'm.held_reason',
      'm.created_at',
    ])
    .where('m.status', '=', 2)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

export async function heldComments(db: Executor, limit: number) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.from_id')
    .select([
      'c.id',
      'c.content',
      sql<string>`coalesce(u.nick_name, c.guest_name, '游客')`.as('nick_name'),
      'c.from_id as user_id',
      'c.ip',
      'c.held_reason',
      'c.type',
      'c.for_id',
      'c.parent_id',
      'c.to_id',
      'c.created_at',
    ])
    .where('c.status', '=', 2)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countHeld(db: Executor): Promise<number> {
  const [messages, comments] = await Promise.all(
    (['messages', 'comments'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 2)
        .executeTakeFirstOrThrow(),
    ),
  );
  return Number(messages!.n) + Number(comments!.n);
}

/** Publishes held items; answers the ids that were held. */
export async function publish(
  db: Executor,
  table: 'messages' | 'comments',
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable(table)
    .set({ status: 1, held_reason: null })
    .where('id', 'in', ids)
    .where('status', '=', 2)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export const heldIds = async (db: Executor, table: 'messages' | 'comments', ids: number[]) =>
  ids.length
    ? (await db.selectFrom(table).select('id').where('id', 'in', ids).where('status', '=', 2).execute()).map(
        (row) => row.id,
      )
    : [];
