import type { Executor } from '../../db/executor';

const COLUMNS = [
  'id',
  'site_name',
  'site_desc',
  'site_avatar',
  'url',
  'status',
  'user_id',
  'created_at',
  'updated_at',
] as const;

/** Approved links in the order friends joined. */
export const listApproved = (db: Executor, offset: number, limit: number) =>
  db
    .selectFrom('links')
    .select(COLUMNS)
    .where('status', '=', 2)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();

export async function countApproved(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findLink = (db: Executor, id: number) =>
  db.selectFrom('links').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export interface LinkFields {
  site_name: string;
  site_desc: string | null;
  site_avatar: string | null;
  url: string;
  status: number;
}

export const insertLink = (db: Executor, link: LinkFields & { user_id: number | null; created_at: string }) =>
  db
    .insertInto('links')
    .values({ ...link, updated_at: link.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateLink = (db: Executor, id: number, link: LinkFields & { updated_at: string }) =>
  db.updateTable('links').set(link).where('id', '=', id).execute();

/** Enabled admin accounts: who hears about new applications and messages (type 4). */
export async function adminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 1)
    .where('disabled', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}
