import type { RouteName } from '@blog/contract/routes';
import { routeOf } from '../../lib/route';

/** Where app.ts registers the console's plugin below `/api`; every path of the console's table starts so. */
const ADMIN_PREFIX = '/admin';

/** `routeOf` for an endpoint of the console, registered inside its plugin (already at `/api/admin`). */
export const adminRouteOf = <N extends Extract<RouteName, `admin.${string}`>>(name: N) =>
  routeOf(name, ADMIN_PREFIX);
