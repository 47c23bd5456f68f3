import { CAPTCHA_ALGORITHM } from '@blog/contract/captcha';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHash } from 'node:crypto';
import { WindowCounts } from '../../lib/window-counts';

/** PBKDF2 rounds per try and the key prefix to find: about 256 tries of 2 ms, half a second in a browser. */
const COST = 1000;
const KEY_PREFIX = '00';
const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const WINDOW_MS = 60_000;

export type CaptchaVerdict = 'solved' | 'missing' | 'invalid';

/**
 * The self-hosted proof-of-work captcha (ALTCHA: nothing is fetched from another host). Counts the
 * guarded actions of each address a minute; past the owner's threshold a write needs a solved
 * challenge, each usable once. Both counts are the app's `WindowCounts`: with Redis, every process
 * counts an address together and a solution spent on one is spent on all.
 */
export class Captcha {
  readonly #secret: string;
  readonly #now: () => number;
  readonly #counts: WindowCounts;

  constructor(
    signingSecret: string,
    now: () => number = Date.now,
    counts: WindowCounts = new WindowCounts(undefined, 100_000, now),
  ) {
    this.#secret = createHash('sha256').update(`captcha|${signingSecret}`).digest('hex');
    this.#now = now;
    this.#counts = counts;
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: COST,
      keyPrefix: KEY_PREFIX,
      deriveKey,
      hmacSignatureSecret: this.#secret,
      expiresAt: new Date(this.#now() + CHALLENGE_LIFETIME_MS),
    });
  }

  /**
   * Counts an action of `address` and says whether it needs a captcha: when it has made at least
   * `after` this minute before this one (0: always; null: never).
   */
  async needed(address: string, after: number | null): Promise<boolean> {
    const count = await this.#counts.add(`captcha:${address}`, WINDOW_MS);
    return after !== null && count - 1 >= after;
  }

  /** Checks the `X-Captcha` header's solution; a good one is spent. */
  async verify(header: string | undefined): Promise<CaptchaVerdict> {
    if (!header) return 'missing';
    let payload: { challenge?: Challenge; solution?: Solution };
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return 'invalid';
    }
    const { challenge, solution } = payload;
    if (!challenge?.signature || !challenge.parameters || !solution) return 'invalid';
    if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM || challenge.parameters.cost < COST)
      return 'invalid';
    const verified = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.#secret,
    })
      .then((result) => result.verified && !result.expired)
      .catch(() => false);
    if (!verified) return 'invalid';
    // Spent by the first to count it, in whichever process.
    const uses = await this.#counts.add(`captcha-spent:${challenge.signature}`, CHALLENGE_LIFETIME_MS);
    return uses === 1 ? 'solved' : 'invalid';
  }
}
