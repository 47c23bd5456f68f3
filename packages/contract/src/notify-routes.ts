import { route } from './route';

/** The caller's notifications: the bell and the 我的消息 drawer (`routes.ts` says why a module of its own). */
export const notifyRoutes = {
  list: route('notify.list', 'POST', '/notify/getNotifyList'),
  markViewed: route('notify.markViewed', 'PUT', '/notify/update/:id'),
  delete: route('notify.delete', 'PUT', '/notify/delete/:id'),
};
