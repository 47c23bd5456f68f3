/*
 * The codes of two-step login (issue #14), shared by the login dialog, the console and the server,
 * without zod so that the dialog's chunk stays small. The schemas are in totp.ts.
 */

/**
 * `POST user/login` for an account with two-step login on, with the right password and no `totp`:
 * HTTP 401 with this `code` (and no token), so the dialog asks for the code.
 */
export const TOTP_REQUIRED_CODE = 40101;
export const TOTP_REQUIRED_MESSAGE = '请输入两步验证码';

/** Recovery codes handed out when two-step login is turned on, each good once. */
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_CODE_REQUIRED = '请输入验证码';
export const TOTP_CODE_FORMAT = '验证码应为 6 位数字';
export const SECOND_FACTOR_FORMAT = '请输入 6 位验证码或恢复码';

/** A code as typed, without spaces (apps show `123 456`) and lowercased (recovery codes). */
export const normalizeCodeInput = (value: string): string => value.replace(/\s+/g, '').toLowerCase();

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: ten letters or digits, shown as `abcde-fghjk`; the dash is optional. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** What a typed code is: an authenticator code, a recovery code (dash dropped), or neither. */
export function readSecondFactor(value: string): SecondFactor | null {
  const code = normalizeCodeInput(value);
  if (TOTP_CODE_PATTERN.test(code)) return { kind: 'totp', code };
  if (RECOVERY_CODE_PATTERN.test(code)) return { kind: 'recovery', code: code.replace('-', '') };
  return null;
}
