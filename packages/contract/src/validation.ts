/**
 * The account rules of docs/spec.md §5, shared by the login dialog and the server so that both say the
 * same thing in the same words. Each returns the message to show, or null when the value is fine.
 */

export const USERNAME_REQUIRED = '请输入用户账号';
export const USERNAME_LENGTH = '用户账号长度应该在5-16之间';
export const PASSWORD_REQUIRED = '请输入密码';
export const LOGIN_PASSWORD_REQUIRED = '请输入用户密码';
export const PASSWORD_FORMAT = '密码格式应为6-18位数字、字母、符号的任意两种组合';
export const CONFIRM_REQUIRED = '请输入二次确认密码';
export const CONFIRM_MISMATCH = '两次密码不一致';

/**
 * The longest username and password a login reads: registered accounts keep to 16 and 18
 * characters, the owner's (set in the environment) to these. Anything longer is refused before any
 * work is done for it, so no request can make the server hash or remember megabytes.
 */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;

/** How long a mailed password reset link works (minutes). */
export const PASSWORD_RESET_MINUTES = 30;
export const LOGIN_TOO_LONG = '用户账号或密码过长';

export const USERNAME_CHARACTERS = '用户账号只能包含字母、数字、下划线或汉字';

/** ASCII letters and digits, `_`, and Chinese characters: nothing that can pass for another name. */
const USERNAME_PATTERN = /^[A-Za-z0-9_\p{Script=Han}]+$/u;

/**
 * The one form a username is kept and compared in: NFKC (a fullwidth ａｄｍｉｎ is admin) and trimmed.
 * Uniqueness and login also ignore case (lowercase compared).
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').trim();

export function usernameProblem(username: string | undefined): string | null {
  if (!username) return USERNAME_REQUIRED;
  const length = Array.from(username).length;
  if (length < 5 || length > 16) return USERNAME_LENGTH;
  return USERNAME_PATTERN.test(username) ? null : USERNAME_CHARACTERS;
}

/**
 * A nickname as shown: NFKC, without control, direction or zero-width characters (which can make
 * one name look like another, or turn the text around it), trimmed.
 */
export const cleanNickname = (nickname: string): string =>
  nickname
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();

/** The form two nicknames are compared in to tell whether one passes for the other. */
export const nicknameKey = (nickname: string): string =>
  cleanNickname(nickname).replace(/\s+/g, '').toLowerCase();

const HAN = /\p{Script=Han}/u;

/** 6–18 characters, at least two kinds of digits, letters and symbols, no Chinese characters. */
export function passwordProblem(password: string | undefined): string | null {
  if (!password) return PASSWORD_REQUIRED;
  const length = Array.from(password).length;
  if (length < 6 || length > 18 || HAN.test(password) || /\s/.test(password)) return PASSWORD_FORMAT;
  const kinds = [/\d/, /[a-zA-Z]/, /[^\da-zA-Z]/].filter((kind) => kind.test(password)).length;
  return kinds >= 2 ? null : PASSWORD_FORMAT;
}

export function confirmProblem(password: string | undefined, confirm: string | undefined): string | null {
  if (!confirm) return CONFIRM_REQUIRED;
  return confirm === password ? null : CONFIRM_MISMATCH;
}

/*
 * Community rules (talks, messages, comments, friend links), shared by the forms and the server.
 * Plain functions so the web can check a field before sending it.
 */

/** An absolute http(s) URL — no `javascript:`, `data:` or protocol-relative tricks. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The owner's favicon as the server stores it (apps/server modules/favicon): under
 * `/media/uploads/favicons/`, named by its content's hash, in one of the formats an icon may be.
 */
export const isFaviconUpload = (value: string): boolean =>
  /^\/media\/uploads\/favicons\/[0-9a-f]{16}\.(png|svg|ico|webp)$/.test(value);

/** An image this site stored itself (`/media/uploads/...`). */
export const isLocalUpload = (value: string): boolean =>
  /^\/media\/uploads\/[\w/.-]+$/.test(value) && !value.includes('..');

/**
 * A CSS colour a visitor may pick: `#rgb`…`#rrggbbaa`, `rgb()/rgba()/hsl()/hsla()` with numbers, or a
 * keyword. Nothing that could end the declaration or load a URL.
 */
export const isCssColor = (value: string): boolean =>
  /^(#[\da-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%deg/]+\)|[a-z]{3,20})$/i.test(value.trim());

/**
 * A message card background: a colour, or a `linear-gradient(...)` made of colours, angles and
 * stops only — no other function inside it or after it (no `url()`: nothing loads from elsewhere).
 */
export const isCssBackground = (value: string): boolean =>
  isCssColor(value) ||
  /^linear-gradient\((?:[#\w\s.,%/-]|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/deg]+\))+\)$/i.test(value.trim());

/**
 * Whether `text` has something to see: not only spaces and invisible characters (zero-width spaces
 * and joiners, direction marks and overrides, soft hyphens — Unicode's format characters — and the
 * blank letters spammers pass off as text: the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and
 * the blank braille pattern U+2800).
 */
export const hasVisibleText = (text: string): boolean =>
  /[^\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/u.test(text);

/** Counts what a reader sees: tags removed, entities as one character each. */
export function visibleLength(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, '_');
  return Array.from(text).length;
}

export const MESSAGE_MAX_LENGTH = 555;
export const COMMENT_MAX_LENGTH = 1000;
export const LINK_NAME_MAX_LENGTH = 30;
export const LINK_DESC_MAX_LENGTH = 100;
export const MESSAGE_TAG_MAX_LENGTH = 10;
