import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';

/** A message with its author's current name and avatar (guests keep the name they were given). */
function selectMessages(db: Executor) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      'm.color',
      'm.font_size',
      'm.font_weight',
      'm.bg_color',
      'm.bg_url',
      'm.user_id',
      sql<string>`coalesce(u.nick_name, m.nick_name)`.as('nick_name'),
      'u.avatar',
      'm.tag',
      'm.like_times',
      sql<1 | 2>`m.status`.as('status'),
      'm.held_reason',
      'm.ip',
      'm.created_at',
      'm.updated_at',
    ]);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

/**
 * Who reads: visitors see published messages and their own held ones (a guest's by the address it
 * came from: `ip` null for none, as on pages the server renders to share); the owner sees them all.
 */
export interface Reader {
  userId: number | null;
  ip: string | null;
  owner: boolean;
}

export interface MessageFilter {
  /** Without one, published messages only; the console's lists say `'all'`. */
  reader?: Reader | 'all';
  /** Only these (the console's queue: held ones). */
  status?: number;
  tag?: string;
  keyword?: string;
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */

function filtered<Q extends ReturnType<typeof selectMessages>>(query: Q, filter: MessageFilter): Q {
  let result = query;
  const { reader } = filter;
  if (reader !== 'all' && !reader?.owner) {
    result = result.where((eb) => {
      const own = [];
      if (reader?.userId != null) own.push(eb('m.user_id', '=', reader.userId));
      else if (reader?.ip) own.push(eb.and([eb('m.user_id', 'is', null), eb('m.ip', '=', reader.ip)]));
      return own.length
        ? eb.or([eb('m.status', '=', 1), eb.and([eb('m.status', '=', 2), ...own])])
        : eb('m.status', '=', 1);
    }) as Q;
  }
  if (filter.status !== undefined) result = result.where('m.status', '=', filter.status) as Q;
  if (filter.tag) result = result.where('m.tag', '=', filter.tag) as Q;
  if (filter.keyword) {
    result = result.where(
      sql<boolean>`lower(m.message) like ${likePattern(filter.keyword.toLowerCase())} escape '\\'`,
    ) as Q;
  }
  return result;
}

export const listMessages = (db: Executor, filter: MessageFilter, offset: number, limit: number) =>
  filtered(selectMessages(db), filter)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export async function countMessages(db: Executor, filter: MessageFilter): Promise<number> {
  const row = await filtered(selectMessages(db), filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A message whatever its status: callers check who may see it. */
export const findMessage = (db: Executor, id: number) =>
  selectMessages(db).where('m.id', '=', id).executeTakeFirst();

/** The newest messages, small fields only (danmaku). */
export const newestMessages = (db: Executor, limit: number) =>
  db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.message',
      sql<string>`coalesce(u.nick_name, m.nick_name)`.as('nick_name'),
      'u.avatar',
      'm.color',
    ])
    .where('m.status', '=', 1)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();

export async function hotTags(db: Executor, limit: number) {
  const rows = await db
    .selectFrom('messages')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 1)
    .where('tag', 'is not', null)
    .where('tag', '<>', '')
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag ?? '', count: Number(row.count) }));
}

export interface MessageStyle {
  color?: string | null;
  font_size?: number | null;
  font_weight?: number | null;
  bg_color?: string | null;
  bg_url?: string | null;
  tag?: string | null;
}

export const insertMessage = (
  db: Executor,
  message: MessageStyle & {
    message: string;
    user_id: number | null;
    nick_name: string;
    ip?: string | null;
    status?: 1 | 2;
    held_reason?: string | null;
    created_at: string;
  },
) =>
  db
    .insertInto('messages')
    .values({ ...message, updated_at: message.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateMessage = (
  db: Executor,
  id: number,
  changes: MessageStyle & { message: string; status: 1 | 2; held_reason: string | null; updated_at: string },
) => db.updateTable('messages').set(changes).where('id', '=', id).execute();

export const ownersOf = (db: Executor, ids: number[]) =>
  db.selectFrom('messages').select(['id', 'user_id']).where('id', 'in', ids).execute();

/** Deletes messages with the likes on them (their comments go separately). */
export async function deleteMessages(db: Executor, ids: number[]): Promise<number> {
  await db.deleteFrom('likes').where('type', '=', 3).where('for_id', 'in', ids).execute();
  const result = await db.deleteFrom('messages').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
