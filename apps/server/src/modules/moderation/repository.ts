import type { Executor } from '../../db/executor';
import type { Insertable } from 'kysely';
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
