import type { BackoffState, BackoffStore } from './backoff-store';

/** A few free failures, then a wait that doubles with each further failure, up to a ceiling. */
export interface BackoffRule {
  /** Failures before the first lock: the next attempt after this many is refused. */
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How password guessing is slowed (as Ghost does: a few free tries, then backoff from seconds to an
 * hour, remembered for a day):
 * - `pair`: one address against one account: 5 free failures, then 30 s, 1 min, 2 min … 1 h;
 * - `account`: one account from every address together (a guesser with many addresses): 10 free,
 *   then 1 min doubling to 1 h. An account's usual address (where it last logged in) is exempt, so
 *   the owner still gets in while someone elsewhere is being locked out;
 * - `address`: one address against every account (trying a password list on many names): 20 free,
 *   then 1 min doubling to 1 h.
 * With these an attacker gets about 40 guesses a day at one account, however many addresses they use.
 */
export const LOGIN_RULES = {
  pair: { freeFailures: 5, baseLockMs: 30_000, maxLockMs: HOUR, forgetAfterMs: DAY },
  account: { freeFailures: 10, baseLockMs: MINUTE, maxLockMs: HOUR, forgetAfterMs: DAY },
  address: { freeFailures: 20, baseLockMs: MINUTE, maxLockMs: HOUR, forgetAfterMs: DAY },
} satisfies Record<string, BackoffRule>;

/** Wrong current passwords when changing one's password: the same as an address and an account. */
export const PASSWORD_CHANGE_RULE: BackoffRule = LOGIN_RULES.pair;

/** One attempt at a password: from where, at which account, and whether that is the account's usual address. */
export interface Attempt {
  ip: string;
  /** The account's name as typed, lowercased (an unknown name is guarded the same way). */
  account: string;
  /** The account last logged in from this address: the per-account lock does not apply. */
  fromUsualAddress: boolean;
}

/** Counts failures under keys and refuses attempts while any of their keys is locked. */
export class Backoff {
  constructor(
    private readonly store: BackoffStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until every key allows a try again; 0 when it may try now. */
  async retryAfter(keys: readonly string[]): Promise<number> {
    const now = this.now();
    const states = await Promise.all(keys.map((key) => this.store.get(key)));
    return Math.max(0, ...states.map((state) => (state ? state.lockedUntil - now : 0)));
  }

  async recordFailure(key: string, rule: BackoffRule): Promise<void> {
    const now = this.now();
    const known = await this.store.get(key);
    const state: BackoffState =
      known && now - known.lastFailureAt < rule.forgetAfterMs
        ? known
        : { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    state.failures += 1;
    state.lastFailureAt = now;
    // The failure that uses up the free ones locks for the base wait; each further one, twice the last.
    const over = state.failures - rule.freeFailures + 1;
    if (over > 0) state.lockedUntil = now + Math.min(rule.baseLockMs * 2 ** (over - 1), rule.maxLockMs);
    await this.store.set(key, state, Math.max(rule.forgetAfterMs, state.lockedUntil - now));
  }

  async forget(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** The login's use of Backoff: the three LOGIN_RULES over one attempt. */
export class LoginGuard {
  private readonly backoff: Backoff;

  constructor(store: BackoffStore, now: () => number = Date.now) {
    this.backoff = new Backoff(store, now);
  }

  private keys(attempt: Attempt): { key: string; rule: BackoffRule }[] {
    return [
      { key: `pair:${attempt.ip}|${attempt.account}`, rule: LOGIN_RULES.pair },
      ...(attempt.fromUsualAddress ? [] : [{ key: `account:${attempt.account}`, rule: LOGIN_RULES.account }]),
      { key: `address:${attempt.ip}`, rule: LOGIN_RULES.address },
    ];
  }

  /** Milliseconds until `attempt` may be tried; 0 when it may be tried now. */
  retryAfter(attempt: Attempt): Promise<number> {
    return this.backoff.retryAfter(this.keys(attempt).map(({ key }) => key));
  }

  async recordFailure(attempt: Attempt): Promise<void> {
    await Promise.all(this.keys(attempt).map(({ key, rule }) => this.backoff.recordFailure(key, rule)));
  }

  /** A success forgives this address's failures at this account (not the account's, nor the address's). */
  async recordSuccess(attempt: Attempt): Promise<void> {
    await this.backoff.forget(`pair:${attempt.ip}|${attempt.account}`);
  }

  /**
   * Wrong passwords of a protected article (🔒 加密文章), throttled as logins are: one address at one
   * article as `pair`, one article from every address together as `account` (guesses must not scale
   * with the addresses a guesser has), one address at every article as `address`.
   */
  articlePassword(ip: string, articleId: number) {
    const keys = [
      { key: `article:${ip}|${articleId}`, rule: LOGIN_RULES.pair },
      { key: `article-all:${articleId}`, rule: LOGIN_RULES.account },
      { key: `article-address:${ip}`, rule: LOGIN_RULES.address },
    ];
    return {
      retryAfter: () => this.backoff.retryAfter(keys.map(({ key }) => key)),
      recordFailure: () =>
        Promise.all(keys.map(({ key, rule }) => this.backoff.recordFailure(key, rule))).then(() => undefined),
      recordSuccess: () => this.backoff.forget(keys[0]!.key),
    };
  }

  /** The same backoff for wrong current passwords when a user changes theirs. */
  passwordChange(userId: number) {
    const key = `password:${userId}`;
    return {
      retryAfter: () => this.backoff.retryAfter([key]),
      recordFailure: () => this.backoff.recordFailure(key, PASSWORD_CHANGE_RULE),
      recordSuccess: () => this.backoff.forget(key),
    };
  }
}
