import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** Each likeable thing: its table, its counter column, its owner column and what counts as visible. */
export const TARGETS = {
  1: { table: 'articles', counter: 'thumbs_up_times', owner: 'author_id' },
  2: { table: 'talks', counter: 'like_times', owner: 'user_id' },
  3: { table: 'messages', counter: 'like_times', owner: 'user_id' },
  4: { table: 'comments', counter: 'thumbs_up', owner: 'from_id' },
} as const;
export type LikeType = keyof typeof TARGETS;

/** The target's owner and like count, or undefined when it does not exist (or is not public). */
export async function findTarget(db: Executor, type: LikeType, id: number) {
  const { table, counter, owner } = TARGETS[type];
  let query = db
    .selectFrom(table)
    .select([sql<number | null>`${sql.ref(owner)}`.as('owner'), sql<number>`${sql.ref(counter)}`.as('likes')])
    .where('id', '=', id);
  if (type === 1) query = query.where(sql<boolean>`status = 1 AND deleted_at IS NULL`);
  if (type === 2) query = query.where(sql<boolean>`status = 1`);
  const row = await query.executeTakeFirst();
  return row ? { owner: row.owner, likes: Number(row.likes) } : undefined;
}

export const insertLike = (
  db: Executor,
  like: {
    type: number;
    for_id: number;
    user_id: number | null;
    liker: string;
    ip: string | null;
    created_at: string;
  },
) => db.insertInto('likes').values(like).execute();

export const deleteLike = (db: Executor, type: number, forId: number, liker: string) =>
  db
    .deleteFrom('likes')
    .where('type', '=', type)
    .where('for_id', '=', forId)
    .where('liker', '=', liker)
    .executeTakeFirst();

export const hasLike = (db: Executor, type: number, forId: number, liker: string) =>
  db
    .selectFrom('likes')
    .select('id')
    .where('type', '=', type)
    .where('for_id', '=', forId)
    .where('liker', '=', liker)
    .executeTakeFirst()
    .then(Boolean);

/** Moves the counter by ±1 atomically (never below zero) and returns the new count. */
export async function bumpCounter(db: Executor, type: LikeType, id: number, delta: 1 | -1): Promise<number> {
  const { table, counter } = TARGETS[type];
  const column = sql.ref(counter);
  const row = await db
    .updateTable(table)
    .set({
      [counter]:
        delta === 1 ? sql`${column} + 1` : sql`CASE WHEN ${column} > 0 THEN ${column} - 1 ELSE 0 END`,
    })
    .where('id', '=', id)
    .returning(sql<number>`${column}`.as('likes'))
    .executeTakeFirstOrThrow();
  return Number(row.likes);
}

/** Which of `forIds` the liker has liked: one query for a whole page of talks, messages or comments. */
export async function likedIds(db: Executor, type: number, forIds: number[], liker: string) {
  if (!forIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('likes')
    .select('for_id')
    .where('type', '=', type)
    .where('liker', '=', liker)
    .where('for_id', 'in', forIds)
    .execute();
  return new Set(rows.map((row) => row.for_id));
}
