import type { Executor } from './executor';

/**
 * The account a token names, with what the token is checked against (its token version, whether it is
 * disabled). Here rather than in modules/user, because the auth plugin sits under the modules.
 */
export const findTokenUser = (db: Executor, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'token_version', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
