import {
  RECOVERY_CODE_COUNT,
  type AdminTotpDisabled,
  type AdminTotpEnabled,
  type AdminTotpRecoveryCodes,
  type AdminTotpSetup,
  type AdminTotpStatus,
  type SecondFactor,
} from '@blog/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { LoginGuard } from '../../lib/login-guard';
import type { Tokens } from '../../lib/tokens';
import { verifyPassword } from '../../lib/password';
import { formatDateTime, nowIso } from '../../lib/time';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, totpUri } from '../../lib/totp';
import * as repository from './repository';

/** The issuer an authenticator app shows when the site has no name yet. */
const DEFAULT_ISSUER = '个人博客';

/** Why a code was refused: not a good code, or a good one that was already used. */
export type SecondFactorCheck = 'ok' | 'wrong' | 'replayed';

/** The login's words for a refused code. */
export const SECOND_FACTOR_MESSAGES: Record<Exclude<SecondFactorCheck, 'ok'>, string> = {
  wrong: '验证码错误',
  replayed: '这个验证码刚刚用过了，请等下一个',
};

/**
 * Checks a second factor for an account with two-step login on, and uses it up: a 6-digit code
 * claims its 30 s step (that step and earlier ones are refused from then on), a recovery code is
 * marked used.
 */
export async function useSecondFactor(
  ctx: AppContext,
  account: { id: number; totp_secret: string },
  factor: SecondFactor,
  now: number = Date.now(),
): Promise<SecondFactorCheck> {
  if (factor.kind === 'recovery') {
    const used = await repository.useRecoveryCode(
      ctx.db.kysely,
      account.id,
      hashRecoveryCode(factor.code),
      new Date(now).toISOString(),
    );
    return used ? 'ok' : 'wrong';
  }
  const step = matchTotpStep(account.totp_secret, factor.code, now);
  if (step === null) return 'wrong';
  return (await repository.claimTotpStep(ctx.db.kysely, account.id, step)) ? 'ok' : 'replayed';
}

async function accountOf(ctx: AppContext, userId: number) {
  const account = await repository.findTotpAccount(ctx.db.kysely, userId);
  if (!account) throw new NotFoundError('用户不存在');
  return account;
}

export async function getStatus(ctx: AppContext, userId: number): Promise<AdminTotpStatus> {
  const account = await accountOf(ctx, userId);
  const enabled = account.totp_secret !== null;
  return {
    enabled,
    enabledAt:
      enabled && account.totp_enabled_at
        ? formatDateTime(account.totp_enabled_at, ctx.config.timeZone)
        : null,
    recoveryCodesLeft: enabled ? await repository.countRecoveryCodesLeft(ctx.db.kysely, userId) : 0,
  };
}

/**
 * Refuses a locked-out caller (429) and, when `password` is given, a wrong password (400). Failures
 * are slowed like wrong current passwords when changing one (lib/login-guard.ts); the caller records
 * the success once everything it checks has passed.
 */
async function checkPassword(
  guard: LoginGuard,
  account: { id: number; password_hash: string },
  password: string | undefined,
) {
  const backoff = guard.passwordChange(account.id);
  const wait = await backoff.retryAfter();
  if (wait > 0) throw new AppError(429, `失败次数过多，请 ${Math.ceil(wait / 1000)} 秒后再试`);
  if (password !== undefined && !(await verifyPassword(account.password_hash, password))) {
    await backoff.recordFailure();
    throw new BadRequestError('密码不正确');
  }
  return backoff;
}

/**
 * Begins a setup: a new secret, kept pending on the account (a setup begun again replaces it) until
 * a code from the app confirms it. Nothing changes for the login until then.
 */
export async function startSetup(
  ctx: AppContext,
  guard: LoginGuard,
  userId: number,
  password: string,
): Promise<AdminTotpSetup> {
  const account = await accountOf(ctx, userId);
  if (account.totp_secret !== null) throw new ConflictError('两步验证已经开启了');
  // The password first: a token alone (say, one left on a shared computer) must not be able to
  // tie the account to someone else's phone and lock the owner out.
  await (await checkPassword(guard, account, password)).recordSuccess();
  const secret = newTotpSecret();
  await repository.savePendingSecret(ctx.db.kysely, userId, secret);
  const issuer = (await repository.findBlogName(ctx.db.kysely))?.trim() || DEFAULT_ISSUER;
  return { secret, uri: totpUri(secret, issuer, account.username) };
}

/** New recovery codes, replacing any old ones, in one transaction with `apply`. */
async function issueRecoveryCodes(
  ctx: AppContext,
  userId: number,
  apply: (trx: Transaction<Database>, now: string) => Promise<void>,
): Promise<AdminTotpRecoveryCodes> {
  const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await apply(trx, now);
    await repository.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), now);
  });
  return { recoveryCodes: codes };
}

/**
 * Confirms a setup with a current code: two-step login is on, and the recovery codes are shown once.
 * Every other session of the account ends (one signed in before needed no code); this one gets a new token.
 */
export async function confirmSetup(
  ctx: AppContext,
  tokens: Tokens,
  userId: number,
  code: string,
): Promise<AdminTotpEnabled> {
  const account = await accountOf(ctx, userId);
  if (account.totp_secret !== null) throw new ConflictError('两步验证已经开启了');
  const secret = account.totp_pending_secret;
  if (!secret) throw new BadRequestError('请先开始设置两步验证');
  const step = matchTotpStep(secret, code);
  if (step === null) throw new BadRequestError('验证码错误，请核对手机时间后再试');
  let token = '';
  const codes = await issueRecoveryCodes(ctx, userId, async (trx, now) => {
    const enabled = await repository.enableTotp(trx, userId, secret, step, now);
    if (!enabled) throw new ConflictError('设置已经变了，请刷新页面后重试');
    token = tokens.sign({ sub: userId, ver: enabled.token_version, role: enabled.role });
  });
  return { ...codes, token };
}

/**
 * Checks the password (when asked) and a code of an account with two-step login on, for the
 * console's changes to it. Failures are slowed like wrong current passwords (lib/login-guard.ts).
 */
async function confirmOwner(
  ctx: AppContext,
  guard: LoginGuard,
  userId: number,
  input: { password?: string; code: SecondFactor },
) {
  const account = await accountOf(ctx, userId);
  const secret = account.totp_secret;
  if (secret === null) throw new ConflictError('两步验证没有开启');
  const backoff = await checkPassword(guard, account, input.password);
  const check = await useSecondFactor(ctx, { id: userId, totp_secret: secret }, input.code);
  if (check !== 'ok') {
    await backoff.recordFailure();
    throw new BadRequestError(SECOND_FACTOR_MESSAGES[check]);
  }
  await backoff.recordSuccess();
}

/**
 * Turns two-step login off: the password and a code (or a recovery code). Every other session ends,
 * as when it was turned on; this one gets a new token.
 */
export async function disable(
  ctx: AppContext,
  deps: { guard: LoginGuard; tokens: Tokens },
  userId: number,
  input: { password: string; code: SecondFactor },
): Promise<AdminTotpDisabled> {
  await confirmOwner(ctx, deps.guard, userId, input);
  const changed = await ctx.db.kysely
    .transaction()
    .execute((trx) => repository.disableTotp(trx, userId, nowIso()));
  const token = deps.tokens.sign({ sub: userId, ver: changed.token_version, role: changed.role });
  return { ...(await getStatus(ctx, userId)), token };
}

/** New recovery codes for old (used up, or lost): a current code from the app. */
export async function renewRecoveryCodes(
  ctx: AppContext,
  guard: LoginGuard,
  userId: number,
  code: string,
): Promise<AdminTotpRecoveryCodes> {
  await confirmOwner(ctx, guard, userId, { code: { kind: 'totp', code } });
  return issueRecoveryCodes(ctx, userId, () => Promise.resolve());
}

/** The command line's escape hatch for a lost phone: two-step login off for `username`. */
export async function disableByUsername(
  ctx: AppContext,
  username: string,
): Promise<'done' | 'not-on' | 'unknown'> {
  const user = await repository.findUserByName(ctx.db.kysely, username);
  if (!user) return 'unknown';
  if (user.totp_secret === null) return 'not-on';
  await ctx.db.kysely.transaction().execute((trx) => repository.disableTotp(trx, user.id, nowIso()));
  return 'done';
}
