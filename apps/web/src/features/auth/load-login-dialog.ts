/**
 * The login dialog's code (antd's Modal and Form among it) loads on demand: when it first opens,
 * or a moment earlier when the pointer approaches a 登录 button.
 */
export const loadLoginDialog = () => import('./login-dialog');
