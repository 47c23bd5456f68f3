import { route } from './route';

/** The account's endpoints: what the login dialog and the user centre call (`routes.ts` says why a module of its own). */
export const userRoutes = {
  login: route('user.login', 'POST', '/user/login'),
  register: route('user.register', 'POST', '/user/register'),
  info: route('user.info', 'GET', '/user/getUserInfoById/:id'),
  updateOwnInfo: route('user.updateOwnInfo', 'PUT', '/user/updateOwnUserInfo'),
  password: route('user.password', 'PUT', '/user/updatePassword'),
  /** 忘记密码: mails a reset link when mail is on; the same answer for every account, known or not. */
  forgotPassword: route('user.forgotPassword', 'POST', '/user/forgotPassword'),
  /** Whose password a reset link sets, or why it no longer works. */
  resetToken: route('user.resetToken', 'POST', '/user/resetPassword/check'),
  /** Sets the new password with a reset link; every session of the account ends. */
  resetPassword: route('user.resetPassword', 'POST', '/user/resetPassword'),
};
