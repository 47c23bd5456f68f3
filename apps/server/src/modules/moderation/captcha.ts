import { CAPTCHA_ALGORITHM } from '@blog/contract/captcha';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHash } from 'node:crypto';

/** PBKDF2 rounds per try and the key prefix to find: about 256 tries of 2 ms, half a second in a browser. */
const COST = 1000;
const KEY_PREFIX = '00';
const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const WINDOW_MS = 60_000;
/** Addresses counted at once; beyond it the oldest are forgotten (memory stays bounded). */
const MAX_ADDRESSES = 100_000;

export type CaptchaVerdict = 'solved' | 'missing' | 'invalid';

/**
 * The self-hosted proof-of-work captcha (ALTCHA: nothing is fetched from another host). Counts the
 * guarded actions of each address in the last minute; past the owner's threshold a write needs a
 * solved challenge, each usable once.
 */
export class Captcha {
  readonly #secret: string;
  readonly #now: () => number;
  readonly #actions = new Map<string, number[]>();
  /** Solved challenges by signature, until they expire: a solution opens one write. */
  readonly #spent = new Map<string, number>();

  constructor(signingSecret: string, now: () => number = Date.now) {
    this.#secret = createHash('sha256').update(`captcha|${signingSecret}`).digest('hex');
    this.#now = now;
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
   * `after` in the last minute before this one (0: always; null: never).
   */
  needed(address: string, after: number | null): boolean {
    const now = this.#now();
    const recent = (this.#actions.get(address) ?? []).filter((at) => at > now - WINDOW_MS);
    this.#actions.delete(address);
    this.#actions.set(address, [...recent, now]);
    if (this.#actions.size > MAX_ADDRESSES) this.#actions.delete(this.#actions.keys().next().value!);
    return after !== null && recent.length >= after;
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
    if (this.#spent.has(challenge.signature)) return 'invalid';
    const verified = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.#secret,
    })
      .then((result) => result.verified && !result.expired)
      .catch(() => false);
    if (!verified) return 'invalid';
    this.#spendOnce(challenge.signature);
    return 'solved';
  }

  #spendOnce(signature: string): void {
    const now = this.#now();
    if (this.#spent.size > 10_000) {
      for (const [spent, until] of this.#spent) if (until <= now) this.#spent.delete(spent);
    }
    this.#spent.set(signature, now + CHALLENGE_LIFETIME_MS);
  }
}
