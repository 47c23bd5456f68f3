import { endpoint, type RouteName } from '@blog/contract/api';

/**
 * What Fastify registers endpoint `name` of the contract with: its method, URL and schemas
 * (`@blog/contract/routes` and `api`). Spread into `app.route({ ...routeOf(name), handler })`, the
 * handler's request is typed from the same schemas the web's typed client is.
 *
 * `mountedAt` is the prefix, below `/api`, of the plugin that registers it (the console's plugin sits at
 * `/admin`): Fastify puts that prefix before the URL itself, so it is taken off the table's path here.
 */
export function routeOf<N extends RouteName>(name: N, mountedAt = '') {
  const { method, path, response, ...input } = endpoint(name);
  if (!path.startsWith(`${mountedAt}/`)) throw new Error(`${name}: ${path} is not below ${mountedAt}`);
  return { method, url: path.slice(mountedAt.length), schema: { ...input, response: { 200: response } } };
}

/** Where app.ts registers the console's plugin below `/api`; every path of the console's table starts so. */
export const ADMIN_PREFIX = '/admin';

/** `routeOf` for an endpoint of the console, registered inside its plugin (already at `/api/admin`). */
export const adminRouteOf = <N extends Extract<RouteName, `admin.${string}`>>(name: N) =>
  routeOf(name, ADMIN_PREFIX);
