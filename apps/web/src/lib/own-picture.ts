/**
 * A picture's address a page may load: one of the blog's own (a path on this site, `data:`, `blob:`),
 * else null. Pages load no picture from another site (the CSP's `img-src` is `'self'`): the server
 * answers a picture given by address with its own copy (apps/server modules/remote-image), and the
 * console's answers keep the address given while there is none. Such an address is shown as the
 * fallback (the letter avatar, no picture), never as an `<img>` the browser would refuse with an
 * error in the console.
 */
export function ownPicture(src: string | null | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (/^(?:data|blob):/i.test(value)) return value;
  // A path of this site, not a protocol-relative address (`//host`, `/\host`).
  if (/^\/(?![/\\])/.test(value)) return value;
  // In the browser, a whole address on this site too: what an <img>'s `src` property reads back.
  return typeof location !== 'undefined' && URL.canParse(value) && new URL(value).origin === location.origin
    ? value
    : null;
}
