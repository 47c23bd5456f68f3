import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor';

/** The account of a guest who commented on the old blog: one per name, never able to sign in. */
export const guestUsername = (name: string) =>
  `guest-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;

export const findUserId = async (db: Executor, username: string) =>
  (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())?.id;

/**
 * A disabled account with no password anyone could type (`!` is no argon2 hash): it exists so the
 * guest's comments keep their name; the console lists it with the other users.
 */
export async function insertGuest(
  db: Executor,
  username: string,
  name: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      password_hash: '!',
      nick_name: name,
      avatar: null,
      role: 2,
      disabled: 1,
      ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A comment imported before: the same words by the same person at the same moment on the article. */
export const findSameComment = (
  db: Executor,
  comment: { for_id: number; from_id: number; content: string; created_at: string },
) =>
  db
    .selectFrom('comments')
    .select('id')
    .where('type', '=', 1)
    .where('for_id', '=', comment.for_id)
    .where('from_id', '=', comment.from_id)
    .where('created_at', '=', comment.created_at)
    .where('content', '=', comment.content)
    .executeTakeFirst();

export const tagIdsOf = (db: Executor, articleId: number) =>
  db
    .selectFrom('article_tags')
    .select('tag_id')
    .where('article_id', '=', articleId)
    .execute()
    .then((rows) => rows.map((row) => row.tag_id));
