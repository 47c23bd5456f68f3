import { endpoint, type RouteName } from '@blog/contract/api';

/**
 * What Fastify registers endpoint `name` of the contract with: its method, URL and schemas
 * (`@blog/contract/routes` and `api`). Spread into `app.route({ ...routeOf(name), handler })`, the
 * handler's request is typed from the same schemas the web's typed client is.
 */
export function routeOf<N extends RouteName>(name: N) {
  const { method, path, response, ...input } = endpoint(name);
  return { method, url: path, schema: { ...input, response: { 200: response } } };
}
