import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../../db/schema';

/** The account of `username`, whatever the case it is typed in (names are kept NFKC-normalised). */
export const findByUsername = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

/** The names the blog's owner goes by: the admins' nicknames and login names, the site's author name. */
export async function ownerNames(db: Kysely<Database>): Promise<{ id: number | null; name: string }[]> {
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
export const updateLoginAddress = (db: Kysely<Database>, id: number, ip: string) =>
  db.updateTable('users').set({ ip }).where('id', '=', id).execute();

export const findById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Kysely<Database>, user: NewUser) =>
  db
    .insertInto('users')
    .values(user)
    .returning(['id', 'username', 'role', 'token_version'])
    .executeTakeFirstOrThrow();

export const updateProfile = (
  db: Kysely<Database>,
  id: number,
  changes: { nick_name?: string; avatar?: string | null; updated_at: string },
) => db.updateTable('users').set(changes).where('id', '=', id).execute();

/** Stores the new hash and raises the token version, revoking every token issued before. */
export const updatePasswordHash = (
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  updatedAt: string,
) =>
  db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: updatedAt,
    }))
    .where('id', '=', id)
    .returning(['token_version', 'role'])
    .executeTakeFirstOrThrow();
