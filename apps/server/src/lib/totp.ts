import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them: SHA-1, 6 digits,
 * 30 s steps; a code of the step before or after is accepted too (a phone's clock drifts, and a
 * code typed at the end of its 30 s arrives in the next step).
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
const WINDOW = 1;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans: issuer (the blog) and account name shown in the app. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/** The code of `secret` at `now` (tests, and the CLI-free way to check a setup). */
export const totpCodeAt = (secret: string, now: number = Date.now()): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
  });

/**
 * The time step `code` belongs to when it is good for `secret` at `now` (within a step either
 * side), else null. The caller refuses a step it has already accepted, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `count` recovery codes, `abcde-fghjk`: 10 characters of 31, about 50 bits each. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/**
 * How a recovery code is stored: SHA-256 of its ten characters (lowercase, no dash). A fast hash
 * is enough for 50 random bits; a slow one would only slow the login down.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
