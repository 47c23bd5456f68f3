/**
 * The account rules of SPEC §5, shared by the login dialog and the server so that both say the
 * same thing in the same words. Each returns the message to show, or null when the value is fine.
 */

export const USERNAME_REQUIRED = '请输入用户账号';
export const USERNAME_LENGTH = '用户账号长度应该在5-16之间';
export const PASSWORD_REQUIRED = '请输入密码';
export const LOGIN_PASSWORD_REQUIRED = '请输入用户密码';
export const PASSWORD_FORMAT = '密码格式应为6-18位数字、字母、符号的任意两种组合';
export const CONFIRM_REQUIRED = '请输入二次确认密码';
export const CONFIRM_MISMATCH = '两次密码不一致';

export function usernameProblem(username: string | undefined): string | null {
  if (!username) return USERNAME_REQUIRED;
  const length = Array.from(username).length;
  return length < 5 || length > 16 ? USERNAME_LENGTH : null;
}

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
