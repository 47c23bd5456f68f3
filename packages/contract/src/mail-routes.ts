import { route } from './route';

/**
 * Mail (issue #18): whether the blog sends it, and the user centre's address and reply-mail choice
 * (`routes.ts` says why a module of its own). The links in the mails themselves lead to pages, not
 * to the API: `/mail/verify` and `/mail/unsubscribe`.
 */
export const mailRoutes = {
  status: route('mail.status', 'GET', '/mail/status'),
  settings: route('mail.settings', 'GET', '/mail/settings'),
  setAddress: route('mail.setAddress', 'PUT', '/mail/address'),
  setReplies: route('mail.setReplies', 'PUT', '/mail/replies'),
};
