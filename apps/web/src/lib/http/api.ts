import type { EndpointInput, EndpointResult } from '@blog/contract/api';
import { fillPath, type RouteDef, type RouteName } from '@blog/contract/routes';
import { blogClient, unwrap, type BlogRequestConfig } from './blog-client';

/**
 * Calls `route` of the contract's route tables and resolves its `result`: the URL comes from the
 * table, what it takes and answers from the endpoint's schemas (types only: no zod reaches the
 * browser). Failures are the blog client's (toast unless `silent`, ApiError).
 *
 *     const article = await callApi(articleRoutes.detail, { params: { id } }, { silent: true });
 */
export function callApi<N extends RouteName>(
  route: RouteDef<N>,
  input: EndpointInput<N>,
  config?: BlogRequestConfig,
): Promise<EndpointResult<N>> {
  const { method, path } = route;
  const { params, querystring, body } = input as {
    params?: Record<string, string | number>;
    querystring?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  return unwrap(
    blogClient.request<EndpointResult<N>>({
      ...config,
      method: method.toLowerCase() as 'get',
      url: fillPath(path, params),
      ...(querystring ? { params: querystring } : {}),
      ...(body === undefined ? {} : { data: body }),
    }),
  );
}
