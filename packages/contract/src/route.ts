/**
 * What an endpoint of the route tables is (`routes.ts` and each area's `*-routes.ts`): a leaf module,
 * so the tables import it and not one another.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef<N extends string = string> {
  /** `area.endpoint`: the key of its schemas in api.ts. */
  name: N;
  method: Method;
  path: string;
}

/** One entry of a table; the literal types keep each route's name, method and path. */
export const route = <const N extends string, const M extends Method, const P extends string>(
  name: N,
  method: M,
  path: P,
) => ({ name, method, path });
