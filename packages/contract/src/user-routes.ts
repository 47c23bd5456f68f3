import { route } from './routes';

/** The account's endpoints: what the login dialog and the user centre call (`routes.ts` says why a module of its own). */
export const userRoutes = {
  login: route('user.login', 'POST', '/user/login'),
  register: route('user.register', 'POST', '/user/register'),
  info: route('user.info', 'GET', '/user/getUserInfoById/:id'),
  updateOwnInfo: route('user.updateOwnInfo', 'PUT', '/user/updateOwnUserInfo'),
  password: route('user.password', 'PUT', '/user/updatePassword'),
};
