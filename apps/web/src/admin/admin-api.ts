import type { EndpointInput, EndpointResult } from '@blog/contract/api';
import type { RouteDef, RouteName } from '@blog/contract/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../lib/http/api';
import { toast } from '../lib/toast';

/**
 * The console's calls: the endpoints of `adminRoutes` (`@blog/contract/admin-routes`: everything under
 * `/api/admin/`), called through `callApi`, so that what each takes and answers is the contract's.
 * Failures toast the server's message through the blog client, so a form never has to repeat it.
 */

/** An endpoint of the console. */
export type AdminRouteName = Extract<RouteName, `admin.${string}`>;

type Params = Record<string, string | number | boolean | undefined | null>;

/** Drops empty filters so that `?keyword=` is never sent. */
function cleanParams(params: Params): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = value;
  }
  return clean;
}

/** Reads `route`, leaving the empty filters out of its query string. */
function readAdmin<N extends AdminRouteName>(
  route: RouteDef<N>,
  input: EndpointInput<N>,
): Promise<EndpointResult<N>> {
  const { querystring } = input as { querystring?: Params };
  // The same query with fewer fields: the ones left out are optional, or the server has defaults.
  return callApi(route, querystring ? { ...input, querystring: cleanParams(querystring) } : input);
}

/** Query keys all start with 'admin', so that one invalidation can refresh a whole area. */
export const adminKey = (area: string, ...rest: unknown[]) => ['admin', area, ...rest] as const;

/** The query of a console read: keyed by its area, then the endpoint and what it is asked. */
export function adminQuery<N extends AdminRouteName>(
  route: RouteDef<N>,
  input: EndpointInput<N>,
  area: string,
) {
  return queryOptions({
    queryKey: adminKey(area, route.name, input),
    queryFn: () => readAdmin(route, input),
  });
}

/** A non-paged console read (a list of categories, the site config). */
export function useAdminRead<N extends AdminRouteName>(
  route: RouteDef<N>,
  input: EndpointInput<N>,
  area: string,
) {
  return useQuery({ ...adminQuery(route, input, area), staleTime: 0 });
}

/** A paged console list that keeps showing the previous page while the next one loads. */
export function useAdminPage<N extends AdminRouteName>(
  route: RouteDef<N>,
  input: EndpointInput<N>,
  area: string,
) {
  return useQuery({ ...adminQuery(route, input, area), placeholderData: keepPreviousData, staleTime: 0 });
}

/**
 * A console write: on success it toasts `done` (when given) and refreshes every query of `areas`
 * (the area's own lists and whatever else shows the same data). `write` calls the endpoint
 * (`callApi(adminRoutes.talks.update, …)`), or picks one of two (create or update).
 */
export function useAdminWrite<Input, Output = unknown>(
  write: (input: Input) => Promise<Output>,
  { done, areas }: { done?: string | ((output: Output) => string); areas: string[] },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (output) => {
      if (done) toast.success(typeof done === 'function' ? done(output) : done);
      await Promise.all(areas.map((area) => client.invalidateQueries({ queryKey: ['admin', area] })));
    },
  });
}
