import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { CommentTable, Database } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';

/** 1 article, 2 talk, 3 message. */
export type CommentType = 1 | 2 | 3;

/**
 * Who reads: visitors see published comments and their own held ones (a guest's by the address it
 * came from, as on the board: `ip` null or absent for none); the owner sees them all. Lists without a
 * reader show the published ones; the console's say `'all'`.
 */
export interface Reader {
  userId: number | null;
  ip?: string | null;
  owner: boolean;
}

export interface CommentFilter {
  reader?: Reader | 'all';
  /** Only these (the console's queue: held ones). */
  status?: number;
  type?: number;
  forId?: number;
  /** Top-level comments only, without the replies. */
  topLevel?: boolean;
  /** Found in the text whatever its case; `%` and `_` are literal characters. */
  keyword?: string;
}

/** The comments `reader` may see (`c` is the comments table). */
function visibleTo<Q extends SelectQueryBuilder<Database & { c: CommentTable }, 'c', object>>(
  query: Q,
  reader: CommentFilter['reader'],
): Q {
  if (reader === 'all' || reader?.owner) return query;
  const userId = reader?.userId ?? null;
  const ip = reader?.ip ?? null;
  return query.where((eb) => {
    const own =
      userId !== null
        ? eb('c.from_id', '=', userId)
        : ip !== null
          ? eb.and([eb('c.from_id', 'is', null), eb('c.ip', '=', ip)])
          : null;
    return own
      ? eb.or([eb('c.status', '=', 1), eb.and([eb('c.status', '=', 2), own])])
      : eb('c.status', '=', 1);
  }) as Q;
}

function filtered(db: Executor, filter: CommentFilter) {
  let query = visibleTo(db.selectFrom('comments as c'), filter.reader);
  if (filter.status !== undefined) query = query.where('c.status', '=', filter.status);
  if (filter.type !== undefined) query = query.where('c.type', '=', filter.type);
  if (filter.forId !== undefined) query = query.where('c.for_id', '=', filter.forId);
  if (filter.topLevel) query = query.where('c.parent_id', 'is', null);
  if (filter.keyword) {
    query = query.where(
      sql<boolean>`lower(c.content) like ${likePattern(filter.keyword.toLowerCase())} escape '\\'`,
    );
  }
  return query;
}

/**
 * Comments with their author's and replied-to person's names, as every list reads them: a user's
 * current nickname, a guest's as written.
 */
function selectComments(db: Executor, filter: CommentFilter = {}) {
  return filtered(db, filter)
    .leftJoin('users as f', 'f.id', 'c.from_id')
    .leftJoin('users as t', 't.id', 'c.to_id')
    .select([
      'c.id',
      'c.parent_id',
      'c.type',
      'c.for_id',
      'c.from_id',
      sql<string>`coalesce(f.nick_name, c.guest_name, '游客')`.as('from_name'),
      'f.avatar as from_avatar',
      'c.guest_id',
      'c.to_id',
      sql<string | null>`coalesce(t.nick_name, c.to_guest)`.as('to_name'),
      'c.to_guest_id',
      'c.content',
      'c.thumbs_up',
      'c.ip',
      sql<1 | 2>`c.status`.as('status'),
      'c.held_reason',
      'c.created_at',
      'c.updated_at',
    ]);
}
/**
 * Every published comment with its accounts' names (the export; held ones are not content yet), a
 * guest's too: its author's account is then none (`from_username` null), its name `from_name`.
 */
export const listAllComments = (db: Executor) =>
  selectComments(db)
    .select([
      'f.username as from_username',
      'f.role as from_role',
      't.username as to_username',
      't.avatar as to_avatar',
      't.role as to_role',
    ])
    .orderBy('c.id')
    .execute();

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

export async function countComments(db: Executor, filter: CommentFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The thing commented on: its owner (to notify) and a short title, or undefined when it is not there. */
export async function findTarget(db: Executor, type: CommentType, forId: number) {
  if (type === 1) {
    const row = await db
      .selectFrom('articles')
      .select(['author_id as owner', 'article_title as title'])
      .where('id', '=', forId)
      .where('status', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && { owner: row.owner as number | null, title: row.title };
  }
  if (type === 2) {
    const row = await db
      .selectFrom('talks')
      .select(['user_id as owner', 'content as title'])
      .where('id', '=', forId)
      .where('status', '=', 1)
      .executeTakeFirst();
    return row && { owner: row.owner as number | null, title: row.title };
  }
  const row = await db
    .selectFrom('messages')
    .select(['user_id as owner', 'message as title'])
    .where('id', '=', forId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row && { owner: row.owner, title: row.title };
}

/** A protected article's password hash (null for an open one, undefined for none). */
export const articlePasswordHash = async (db: Executor, id: number) =>
  (await db.selectFrom('articles').select('password_hash').where('id', '=', id).executeTakeFirst())
    ?.password_hash;

/** A page of comments, newest first; `hot` puts the most liked first. */
export function listComments(
  db: Executor,
  filter: CommentFilter,
  page: { order?: 'new' | 'hot'; offset: number; limit: number },
) {
  let select = selectComments(db, filter);
  if (page.order === 'hot') select = select.orderBy('c.thumbs_up', 'desc');
  return select
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Every comment and reply on each of `forIds`, keyed by id (absent means none). */
export async function countByTarget(db: Executor, type: number, forIds: number[]) {
  const counts = new Map<number, number>();
  if (!forIds.length) return counts;
  const rows = await db
    .selectFrom('comments')
    .select(['for_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('status', '=', 1)
    .where('type', '=', type)
    .where('for_id', 'in', forIds)
    .groupBy('for_id')
    .execute();
  for (const row of rows) counts.set(row.for_id, Number(row.total));
  return counts;
}

export async function childCounts(db: Executor, parentIds: number[]) {
  const counts = new Map<number, number>();
  if (!parentIds.length) return counts;
  const rows = await db
    .selectFrom('comments')
    .select(['parent_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('status', '=', 1)
    .where('parent_id', 'in', parentIds)
    .groupBy('parent_id')
    .execute();
  for (const row of rows) if (row.parent_id != null) counts.set(row.parent_id, Number(row.total));
  return counts;
}

/** The first `perParent` replies (oldest first) of each parent that `reader` sees, in one query. */
export async function firstChildren(db: Executor, parentIds: number[], perParent: number, reader?: Reader) {
  if (!parentIds.length) return [];
  const ranked = visibleTo(db.selectFrom('comments as c'), reader)
    .select([
      'c.id',
      sql<number>`row_number() over (partition by c.parent_id order by c.created_at, c.id)`.as('position'),
    ])
    .where('c.parent_id', 'in', parentIds)
    .as('ranked');
  const ids = await db
    .selectFrom(ranked)
    .select('ranked.id')
    .where('ranked.position', '<=', perParent)
    .execute();
  if (!ids.length) return [];
  return selectComments(db, { reader: 'all' })
    .where(
      'c.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export const listChildren = (
  db: Executor,
  parentId: number,
  offset: number,
  limit: number,
  reader?: Reader,
) =>
  selectComments(db, { reader })
    .where('c.parent_id', '=', parentId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .offset(offset)
    .limit(limit)
    .execute();

/**
 * The comment a reply most likely answered (a reply stores whom it answers, not which comment): the
 * latest published one of that person in the thread before it, else the thread's first.
 */
export async function answeredBy(
  db: Executor,
  reply: {
    id: number;
    parent_id: number | null;
    to_id: number | null;
    to_guest_id: string | null;
    created_at: string;
  },
): Promise<number | undefined> {
  if (reply.parent_id === null) return undefined;
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', reply.parent_id!), eb('parent_id', '=', reply.parent_id!)]))
    .where((eb) =>
      reply.to_guest_id !== null
        ? eb('guest_id', '=', reply.to_guest_id)
        : eb('from_id', '=', reply.to_id ?? -1),
    )
    .where('status', '=', 1)
    .where('id', '<', reply.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? reply.parent_id;
}

/** A comment whatever its status: callers check who may see it. */
export const findComment = (db: Executor, id: number) =>
  selectComments(db, { reader: 'all' }).where('c.id', '=', id).executeTakeFirst();

export const commentIds = (db: Executor, ids: number[]) =>
  db.selectFrom('comments').select('id').where('id', 'in', ids).execute();

export const insertComment = (db: Executor, values: Omit<Insertable<CommentTable>, 'id' | 'thumbs_up'>) =>
  db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();

/** Removes comments and the likes on them. */
async function removeComments(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await db.deleteFrom('likes').where('type', '=', 4).where('for_id', 'in', ids).execute();
  // Replies first: their parent_id points at the others.
  await db.deleteFrom('comments').where('parent_id', 'in', ids).execute();
  const result = await db.deleteFrom('comments').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a comment and, when it is a top-level one, its replies; returns how many went. */
export async function deleteThread(db: Executor, id: number): Promise<number> {
  const replies = await db.selectFrom('comments').select('id').where('parent_id', '=', id).execute();
  const replyIds = replies.map((row) => row.id);
  await removeComments(db, replyIds);
  return replyIds.length + (await removeComments(db, [id]));
}

/** Deletes every comment on the given things (when a message or talk goes away). */
export async function deleteForTargets(db: Executor, type: number, forIds: number[]): Promise<number> {
  if (!forIds.length) return 0;
  const rows = await db
    .selectFrom('comments')
    .select('id')
    .where('type', '=', type)
    .where('for_id', 'in', forIds)
    .execute();
  return removeComments(
    db,
    rows.map((row) => row.id),
  );
}
