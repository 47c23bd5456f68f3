import type { Executor } from '../../db/executor';

export const findTotpAccount = (db: Executor, userId: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'password_hash',
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
      'totp_last_step',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();

/** The name the authenticator app shows the account under: the blog's. */
export const findBlogName = async (db: Executor): Promise<string | undefined> =>
  (await db.selectFrom('site_config').select('blog_name').orderBy('id').executeTakeFirst())?.blog_name;

export const savePendingSecret = (db: Executor, userId: number, secret: string) =>
  db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();

/**
 * Turns the pending secret on, with `step` as the last code used. Only while it is still the pending
 * one and nothing is on yet: two confirmations racing enable it once. Returns whether it did.
 */
/**
 * Turns two-step login on with the pending secret (unless the setup changed meanwhile) and raises the
 * token version, ending every session signed in without it. The new version and role, or null.
 */
export async function enableTotp(
  db: Executor,
  userId: number,
  secret: string,
  step: number,
  now: string,
): Promise<{ token_version: number; role: number } | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled_at: now,
      totp_last_step: step,
      token_version: eb('token_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .where('totp_secret', 'is', null)
    .where('totp_pending_secret', '=', secret)
    .returning(['token_version', 'role'])
    .executeTakeFirst();
  return row ?? null;
}

/** Turns two-step login off and raises the token version, as turning it on does; its new value. */
export async function disableTotp(
  db: Executor,
  userId: number,
  now: string,
): Promise<{ token_version: number; role: number }> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      token_version: eb('token_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .returning(['token_version', 'role'])
    .executeTakeFirstOrThrow();
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  return row;
}

/**
 * Records `step` as the last accepted code's, unless that step or a later one was accepted already
 * (the code, or an older one, is being replayed). One statement, so two logins racing with one code
 * cannot both win. Returns whether the step was claimed.
 */
export async function claimTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_secret', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the account's recovery codes with these (hashes). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('totp_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** Marks an unused recovery code used; false when there is no such code or it was used already. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findUserByName = (db: Executor, username: string) =>
  db
    .selectFrom('users')
    .select(['id', 'totp_secret'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
