import { sql } from 'kysely';

import { likePattern } from '../../../db/like-pattern';
import type { Executor } from '../../../db/executor';

export interface CommentFilter {
  type?: number;
  keyword?: string;
}

function filteredComments(db: Executor, filter: CommentFilter) {
  let query = db.selectFrom('comments as c').innerJoin('users as f', 'f.id', 'c.from_id');
  if (filter.type !== undefined) query = query.where('c.type', '=', filter.type);
  if (filter.keyword) {
    query = query.where(
      sql<boolean>`lower(c.content) like ${likePattern(filter.keyword.toLowerCase())} escape '\\'`,
    );
  }
  return query;
}

/** Every comment and reply, newest first, with its author's name and, for a reply, whom it answers. */
export async function listComments(db: Executor, filter: CommentFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filteredComments(db, filter)
      .leftJoin('users as t', 't.id', 'c.to_id')
      .select([
        'c.id',
        'c.parent_id',
        'c.type',
        'c.for_id',
        'c.from_id',
        'f.nick_name as from_name',
        'c.to_id',
        't.nick_name as to_name',
        'c.content',
        'c.thumbs_up',
        'c.created_at',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filteredComments(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const commentIds = (db: Executor, ids: number[]) =>
  db.selectFrom('comments').select('id').where('id', 'in', ids).execute();
