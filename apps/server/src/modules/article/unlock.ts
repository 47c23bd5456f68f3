import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Grants to read a protected article (🔒 加密文章, issue #19). The right password earns a grant for
 * that article alone, kept by the reader's browser until it expires: `<article id>.<expiry in ms>.<mac>`.
 * The mac is an HMAC of the id and expiry under the server's secret and the article's password hash,
 * so a grant opens no other article, cannot be lengthened, and stops opening the article as soon as
 * the owner changes or removes its password (the hash it was made with is gone). Nothing is stored.
 */

const mac = (secret: string, articleId: number, expires: number, passwordHash: string) =>
  createHmac('sha256', secret)
    .update(`article-grant|${articleId}|${expires}|${passwordHash}`)
    .digest('base64url');

export interface Grant {
  grant: string;
  /** When it stops opening the article, in milliseconds since 1970. */
  expires: number;
}

export function signGrant(
  secret: string,
  articleId: number,
  passwordHash: string,
  lifetimeMs: number,
  now = Date.now(),
): Grant {
  const expires = now + lifetimeMs;
  return { grant: `${articleId}.${expires}.${mac(secret, articleId, expires, passwordHash)}`, expires };
}

/** Whether `grant` opens article `articleId` protected by `passwordHash` now. */
export function grantOpens(
  secret: string,
  grant: string | undefined,
  articleId: number,
  passwordHash: string,
  now = Date.now(),
): boolean {
  const [id, expires, given, ...rest] = (grant ?? '').split('.');
  if (rest.length || !id || !expires || !given) return false;
  if (Number(id) !== articleId || !/^\d+$/.test(expires) || Number(expires) <= now) return false;
  const expected = Buffer.from(mac(secret, articleId, Number(expires), passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
