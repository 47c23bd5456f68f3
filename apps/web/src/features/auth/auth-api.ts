import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateOwnUserInfoBody,
  UpdatePasswordBody,
} from '@blog/contract';
import { TOTP_REQUIRED_CODE } from '@blog/contract/totp-codes';
import { userRoutes } from '@blog/contract/user-routes';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';

/** The calls of the login dialog and the user centre (docs/spec.md §7, docs/design.md §5). */

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
export function login(body: LoginBody) {
  const handles = body.totp === undefined ? needsTotp : isCodeRefusal;
  return callApi(userRoutes.login, { body }, { handles });
}

/** Registration answers like a login (token and id), so the new user is signed in at once. */
export function register(body: RegisterBody) {
  return callApi(userRoutes.register, { body });
}

export function fetchUserInfo(id: number) {
  return callApi(userRoutes.info, { params: { id } });
}

export function updateOwnUserInfo(body: Pick<UpdateOwnUserInfoBody, 'nick_name' | 'avatar'>) {
  return callApi(userRoutes.updateOwnInfo, { body });
}

/** Changing the password revokes every older token; the answer carries the new one. */
export function updatePassword(body: UpdatePasswordBody) {
  return callApi(userRoutes.password, { body });
}

/** 忘记密码: the answer is the same whatever the account; a refusal (429, mail off) is its toast. */
export function forgotPassword(body: ForgotPasswordBody) {
  return callApi(userRoutes.forgotPassword, { body });
}

/** Whose password a reset link sets; its refusal (an old or used link) is shown by the page. */
export function checkResetToken(token: string) {
  return callApi(userRoutes.resetToken, { body: { token } }, { silent: true });
}

export function resetPassword(body: ResetPasswordBody) {
  return callApi(userRoutes.resetPassword, { body });
}
