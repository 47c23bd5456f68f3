import { route } from './route';

/** A guest's identity, asked for by the forms guests write with (`guest.ts`; `routes.ts` says why a module of its own). */
export const guestRoutes = {
  identity: route('guest.identity', 'POST', '/guest/identity'),
};
