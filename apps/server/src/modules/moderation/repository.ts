import type { Executor } from '../../db/executor';
import { sql, type Insertable } from 'kysely';
import type { ModerationSettingsTable } from '../../db/schema';

export const findSettings = (db: Executor) =>
  db.selectFrom('moderation_settings').selectAll().where('id', '=', 1).executeTakeFirst();

export async function saveSettings(
  db: Executor,
  values: Omit<Insertable<ModerationSettingsTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('moderation_settings')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

export const isBanned = async (db: Executor, ip: string) =>
  (await db.selectFrom('banned_ips').select('id').where('ip', '=', ip).executeTakeFirst()) !== undefined;

export async function banIp(db: Executor, ip: string, reason: string, now: string): Promise<void> {
  await db
    .insertInto('banned_ips')
    .values({ ip, reason, created_at: now })
    .onConflict((conflict) => conflict.column('ip').doUpdateSet({ reason }))
    .execute();
}

export const listBannedIps = (db: Executor) =>
  db.selectFrom('banned_ips').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export async function unbanIp(db: Executor, id: number): Promise<number> {
  const result = await db.deleteFrom('banned_ips').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether `who` posted `text` (compared by the caller's normalisation) since `since`, in either table. */
export async function recentTexts(
  db: Executor,
  table: 'messages' | 'comments',
  who: { userId: number | null; ip: string },
  since: string,
): Promise<string[]> {
  if (table === 'messages') {
    const rows = await db
      .selectFrom('messages')
      .select('message as text')
      .where('created_at', '>=', since)
      .where((eb) =>
        who.userId === null
          ? eb.and([eb('user_id', 'is', null), eb('ip', '=', who.ip)])
          : eb('user_id', '=', who.userId),
      )
      .limit(200)
      .execute();
    return rows.map((row) => row.text);
  }
  const rows = await db
    .selectFrom('comments')
    .select('content as text')
    .where('created_at', '>=', since)
    .where((eb) =>
      who.userId === null
        ? eb.and([eb('from_id', 'is', null), eb('ip', '=', who.ip)])
        : eb('from_id', '=', who.userId),
    )
    .limit(200)
    .execute();
  return rows.map((row) => row.text);
}

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
