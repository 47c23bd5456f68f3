import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';
import type { Database, NewUser } from '../../db/schema';

/** The account of `username`, whatever the case it is typed in (names are kept NFKC-normalised). */
export const findByUsername = (db: Executor, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

/** The names the blog's owner goes by: the admins' nicknames and login names, the site's author name. */
export async function ownerNames(db: Executor): Promise<{ id: number | null; name: string }[]> {
  const [admins, site] = await Promise.all([
    db.selectFrom('users').select(['id', 'nick_name', 'username']).where('role', '=', 1).execute(),
    db.selectFrom('site_config').select('author_name').execute(),
  ]);
  return [
    ...admins.flatMap((admin) => [
      { id: admin.id, name: admin.nick_name },
      { id: admin.id, name: admin.username },
    ]),
    ...site.map((row) => ({ id: null, name: row.author_name ?? '' })),
  ];
}

/** Where the account last logged in from (its usual address). */
export const updateLoginAddress = (db: Executor, id: number, ip: string) =>
  db.updateTable('users').set({ ip }).where('id', '=', id).execute();

export const findById = (db: Executor, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Executor, user: NewUser) =>
  db
    .insertInto('users')
    .values(user)
    .returning(['id', 'username', 'role', 'token_version'])
    .executeTakeFirstOrThrow();

export const updateProfile = (
  db: Executor,
  id: number,
  changes: { nick_name?: string; avatar?: string | null; updated_at: string },
) => db.updateTable('users').set(changes).where('id', '=', id).execute();

/** The new hash, and a token version raised: every token issued before is revoked. */
const newPassword =
  (passwordHash: string, updatedAt: string) => (eb: ExpressionBuilder<Database, 'users'>) => ({
    password_hash: passwordHash,
    token_version: eb('token_version', '+', 1),
    updated_at: updatedAt,
  });

/** Stores the new hash and raises the token version, revoking every token issued before. */
export const updatePasswordHash = (db: Executor, id: number, passwordHash: string, updatedAt: string) =>
  db
    .updateTable('users')
    .set(newPassword(passwordHash, updatedAt))
    .where('id', '=', id)
    .returning(['token_version', 'role'])
    .executeTakeFirstOrThrow();

/**
 * `updatePasswordHash`, only while the account's hash is still `expectedHash`: false when another
 * change came first (a reset link used twice at once).
 */
export async function replacePasswordHash(
  db: Executor,
  id: number,
  expectedHash: string,
  passwordHash: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(newPassword(passwordHash, updatedAt))
    .where('id', '=', id)
    .where('password_hash', '=', expectedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// The console's list of accounts: what it shows of each.

function filtered(db: Executor, keyword?: string) {
  const query = db.selectFrom('users');
  if (!keyword) return query;
  const pattern = likePattern(keyword.toLowerCase());
  return query.where(
    sql<boolean>`(lower(username) like ${pattern} escape '\\' or lower(nick_name) like ${pattern} escape '\\')`,
  );
}

const accountColumns = ['id', 'username', 'nick_name', 'avatar', 'role', 'disabled', 'created_at'] as const;

/** Accounts, newest first, optionally matching a keyword in the username or nickname. */
export async function listUsers(db: Executor, keyword: string | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, keyword)
      .select(accountColumns)
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

export const findAccount = (db: Executor, id: number) =>
  db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();

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

/** Enabled admin accounts: who hear of what waits for review (notification type 4). */
export async function enabledAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 1)
    .where('disabled', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** The owner's account: the first admin, with its login name, nickname and avatar; none before setup. */
export const findFirstAdmin = (db: Executor) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'nick_name', 'avatar'])
    .where('role', '=', 1)
    .orderBy('id')
    .executeTakeFirst();

/** The nickname and avatar of an account that must exist (it throws otherwise). */
export const findNameAndAvatar = (db: Executor, id: number) =>
  db.selectFrom('users').select(['nick_name', 'avatar']).where('id', '=', id).executeTakeFirstOrThrow();

/** Whether the user wrote an article or a talk. */
export async function hasArticlesOrTalks(db: Executor, id: number): Promise<boolean> {
  const writes = await db.selectFrom('articles').select('id').where('author_id', '=', id).executeTakeFirst();
  const talks = await db.selectFrom('talks').select('id').where('user_id', '=', id).executeTakeFirst();
  return Boolean(writes || talks);
}

/** The ids of the comments the user wrote. */
export async function commentIdsOf(db: Executor, id: number): Promise<number[]> {
  const rows = await db.selectFrom('comments').select('id').where('from_id', '=', id).execute();
  return rows.map((row) => row.id);
}

/** Deletes the account; its messages stay, as a guest's. */
export async function deleteUserRow(db: Executor, id: number): Promise<void> {
  await db.updateTable('messages').set({ user_id: null }).where('user_id', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).execute();
}
