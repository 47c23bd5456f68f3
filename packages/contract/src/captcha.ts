/**
 * How a write asks for a captcha and how the answer comes back (modules/moderation on the server,
 * lib/http on the web). A module of its own, without zod, for the web app's first pages.
 */

/** The status of a write refused until a proof-of-work challenge is solved. */
export const CAPTCHA_REQUIRED_STATUS = 428;
/** The request header that carries the solved challenge: base64 of `{ challenge, solution }` JSON. */
export const CAPTCHA_HEADER = 'x-captcha';
/** The key-derivation algorithm of every challenge (ALTCHA's PBKDF2 with SHA-256). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
