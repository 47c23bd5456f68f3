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

export interface LinkFilter {
  /** One status only (the public page: the approved ones); every link when absent. */
  status?: number;
  /** The console reads the newest applications first; the links page, friends in the order they joined. */
  newestFirst: boolean;
}

function filtered(db: Executor, status?: number) {
  const query = db.selectFrom('links');
  return status === undefined ? query : query.where('status', '=', status);
}

/** A page of links with how many there are in all. */
export async function listLinks(db: Executor, filter: LinkFilter, offset: number, limit: number) {
  const direction = filter.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    filtered(db, filter.status)
      .select(COLUMNS)
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, filter.status)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
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

export const setStatus = (db: Executor, id: number, status: number, now: string) =>
  db.updateTable('links').set({ status, updated_at: now }).where('id', '=', id).execute();

export const deleteLink = (db: Executor, id: number) => db.deleteFrom('links').where('id', '=', id).execute();
