import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '../../db/schema';

/**
 * What a link in a mail proves without a login: that this server wrote it for this address.
 * `verify` confirms an address (for a user's account when `user` is set), `unsubscribe` turns a
 * kind of mail off for it, `reset` sets a forgotten password of account `user` — only while its
 * password is the one whose fingerprint `stamp` is, so the link works once (modules/user/password-reset.ts).
 */
export type MailToken =
  | { action: 'verify'; address: string; user?: number; expires: number }
  | { action: 'unsubscribe'; address: string; kind: MailKind }
  | { action: 'reset'; user: number; stamp: string; expires: number };

/** A verification link works for a week. */
export const VERIFY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

// Its own key, derived from the signing secret: a mail token is never a login token, nor the reverse.
const keyOf = (secret: string) => createHmac('sha256', secret).update('blog mail links').digest();

const signature = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signMailToken(secret: string, token: MailToken): string {
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The token's contents when this server signed it (and a verification or reset link has not expired), else null. */
export function readMailToken(secret: string, text: string, now = Date.now()): MailToken | null {
  const [payload = '', given = '', ...rest] = text.split('.');
  if (!payload || rest.length) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const token = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as MailToken;
    if ((token.action === 'verify' || token.action === 'reset') && !(token.expires > now)) return null;
    return token;
  } catch {
    return null;
  }
}
