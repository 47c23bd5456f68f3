import { sql } from 'kysely';

import { likePattern } from '../../../db/like-pattern';
import type { Executor } from '../../../db/executor';

function filtered(db: Executor, keyword?: string) {
  const query = db.selectFrom('users');
  if (!keyword) return query;
  const pattern = likePattern(keyword.toLowerCase());
  return query.where(
    sql<boolean>`(lower(username) like ${pattern} escape '\\' or lower(nick_name) like ${pattern} escape '\\')`,
  );
}

const columns = ['id', 'username', 'nick_name', 'avatar', 'role', 'disabled', 'created_at'] as const;

/** Accounts, newest first, optionally matching a keyword in the username or nickname. */
export async function listUsers(db: Executor, keyword: string | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, keyword)
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findUser = (db: Executor, id: number) =>
  db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();

/**
 * Disabling also raises the token version, so that enabling the account again does not bring its
 * old tokens back: the owner logs in afresh.
 */
export const setDisabled = (db: Executor, id: number, disabled: boolean, now: string) =>
  db
    .updateTable('users')
    .set((eb) => ({
      disabled: disabled ? 1 : 0,
      updated_at: now,
      ...(disabled ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
