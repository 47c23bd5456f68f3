import type { LoginResult, UserInfo as ApiUserInfo } from '@blog/contract';
import { TOTP_REQUIRED_CODE } from '@blog/contract/totp-codes';
import { ApiError, blogClient, unwrap } from '../../lib/http/blog-client';

/** The calls of the login dialog and the user centre (SPEC §7, DESIGN §5). */

export interface LoginInput {
  username: string;
  password: string;
  /** Two-step login: the authenticator's 6-digit code or a recovery code. */
  totp?: string;
}

export interface RegisterInput {
  username: string;
  password: string;
  nick_name?: string;
}

export interface PasswordInput {
  /** The current password. */
  password: string;
  password1: string;
  password2: string;
}

/** The server's answer to the right password of an account with two-step login on: ask for the code. */
export const needsTotp = (error: unknown): boolean =>
  error instanceof ApiError && error.code === TOTP_REQUIRED_CODE;

/**
 * A refusal of the second step that the dialog shows under the code (a wrong or used code, too many
 * tries): said there, not in a toast, and not a reason to log anyone out.
 */
export const isCodeRefusal = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 429);

/**
 * Logs in. Without `totp`, an account with two-step login on rejects with `needsTotp` (quietly: the
 * dialog asks for the code); with it, refusals of the code reject quietly too (`isCodeRefusal`).
 */
export function login(input: LoginInput): Promise<LoginResult> {
  const handles = input.totp === undefined ? needsTotp : isCodeRefusal;
  return unwrap(blogClient.post<LoginResult>('/user/login', input, { handles }));
}

/** Registration answers like a login (token and id), so the new user is signed in at once. */
export function register(input: RegisterInput): Promise<LoginResult> {
  return unwrap(blogClient.post<LoginResult>('/user/register', input));
}

export function fetchUserInfo(id: number): Promise<ApiUserInfo> {
  return unwrap(blogClient.get<ApiUserInfo>(`/user/getUserInfoById/${id}`));
}

export function updateOwnUserInfo(changes: { nick_name?: string; avatar?: string }): Promise<ApiUserInfo> {
  return unwrap(blogClient.put<ApiUserInfo>('/user/updateOwnUserInfo', changes));
}

/** Changing the password revokes every older token; the answer carries the new one. */
export function updatePassword(input: PasswordInput): Promise<{ token: string }> {
  return unwrap(blogClient.put<{ token: string }>('/user/updatePassword', input));
}
