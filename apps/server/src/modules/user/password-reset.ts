import { PASSWORD_RESET_MINUTES } from '@blog/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { BackoffStore } from '../../lib/backoff-store';
import { AppError, BadRequestError } from '../../lib/errors';
import { Backoff, type BackoffRule } from '../../lib/login-guard';
import { hashPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { readMailToken, signMailToken } from '../mail/mail-token';
import type { MailService } from '../mail/service';
import * as repository from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How requests for reset links are slowed, as logins are: one address asking for any accounts
 * (answered 429, which says nothing of the accounts), and — silently, so that the answer stays the
 * same — one account and one recipient: three mails, then one after 10 minutes, 20, 40 … an hour.
 */
export const RESET_RULES = {
  address: { freeFailures: 5, baseLockMs: MINUTE, maxLockMs: HOUR, forgetAfterMs: DAY },
  account: { freeFailures: 3, baseLockMs: 10 * MINUTE, maxLockMs: HOUR, forgetAfterMs: DAY },
  recipient: { freeFailures: 3, baseLockMs: 10 * MINUTE, maxLockMs: HOUR, forgetAfterMs: DAY },
} satisfies Record<string, BackoffRule>;

export const RESET_REQUESTED =
  '如果这个账号存在并且有验证过的邮箱，重设密码的邮件已经发出，请查收（' +
  `${PASSWORD_RESET_MINUTES} 分钟内有效）。没有收到的话，请联系站长。`;

export const RESET_LINK_INVALID = `链接无效或已过期（${PASSWORD_RESET_MINUTES} 分钟内有效，只能用一次），请重新申请`;

/** A fingerprint of a password hash: a reset link works while the account's password is the same. */
const stampOf = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/**
 * 忘记密码 (issue #32): a mailed link that sets a new password. The request is answered the same
 * for every account, known or not, before the account is even looked up: the look-up, the throttles
 * and the mail happen after the answer (`settled()` waits for them).
 */
export class PasswordResets {
  readonly #backoff: Backoff;
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly mail: MailService,
    store: BackoffStore,
    private readonly log: FastifyBaseLogger,
    now: () => number = Date.now,
  ) {
    this.#backoff = new Backoff(store, now);
  }

  /** Asks for a reset link for `account` (a user name or an address); the answer says nothing of it. */
  async request(input: { account: string; ip: string; origin: string }): Promise<string> {
    if (!this.mail.enabled)
      throw new BadRequestError('博客没有开启邮件功能：请联系站长，用 npm run blog -- passwd 重设密码');
    const addressKey = `reset-address:${input.ip}`;
    const wait = await this.#backoff.retryAfter([addressKey]);
    if (wait > 0) throw new AppError(429, `请求太频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
    await this.#backoff.recordFailure(addressKey, RESET_RULES.address);
    const work = this.#mailLink(input.account, input.origin).catch((error: unknown) => {
      this.log.error({ err: error }, 'could not queue a password reset mail');
    });
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
    return RESET_REQUESTED;
  }

  /** Waits for the requests answered so far to have queued their mails (or not). */
  async settled(): Promise<void> {
    await Promise.all([...this.#pending]);
  }

  async #mailLink(account: string, origin: string): Promise<void> {
    const db = this.ctx.db.kysely;
    const byName = await repository.findByUsername(db, account);
    const id =
      byName?.id ?? (account.includes('@') ? await this.mail.findAccountByAddress(account) : undefined);
    const user = id === undefined ? undefined : await repository.findById(db, id);
    if (!user || user.disabled === 1) return;
    const to = await this.mail.accountAddress(user);
    if (!to) return;
    const keys = [
      { key: `reset-account:${user.id}`, rule: RESET_RULES.account },
      { key: `reset-recipient:${to.toLowerCase()}`, rule: RESET_RULES.recipient },
    ];
    if ((await this.#backoff.retryAfter(keys.map(({ key }) => key))) > 0) return;
    await Promise.all(keys.map(({ key, rule }) => this.#backoff.recordFailure(key, rule)));
    const token = signMailToken(this.ctx.config.jwtSecret, {
      action: 'reset',
      user: user.id,
      stamp: stampOf(user.password_hash),
      expires: Date.now() + PASSWORD_RESET_MINUTES * MINUTE,
    });
    await this.mail.passwordReset(origin, to, {
      username: user.username,
      url: `${origin}/reset-password?token=${token}`,
      minutes: PASSWORD_RESET_MINUTES,
    });
  }

  /** The account a reset link is for, while it still works. */
  async check(token: string) {
    const read = readMailToken(this.ctx.config.jwtSecret, token);
    if (read?.action !== 'reset') throw new BadRequestError(RESET_LINK_INVALID);
    const user = await repository.findById(this.ctx.db.kysely, read.user);
    if (!user || user.disabled === 1 || stampOf(user.password_hash) !== read.stamp)
      throw new BadRequestError(RESET_LINK_INVALID);
    return user;
  }

  /** Sets the new password: the link stops working, and so does every session of the account. */
  async reset(token: string, password: string): Promise<{ username: string }> {
    const user = await this.check(token);
    const hash = await hashPassword(password);
    // Only over the password the link was mailed for: of two uses at once, one wins.
    if (
      !(await repository.replacePasswordHash(this.ctx.db.kysely, user.id, user.password_hash, hash, nowIso()))
    )
      throw new BadRequestError(RESET_LINK_INVALID);
    // The mails the account asked for were answered; its login lock (lib/login-guard.ts) is lifted.
    await this.#backoff.forget(`reset-account:${user.id}`);
    await this.#backoff.forget(`account:${user.username.toLowerCase()}`);
    return { username: user.username };
  }
}
