import type { EndpointInput, EndpointResult } from '@blog/contract/api';
import { fillPath, ROUTES, type RouteName } from '@blog/contract/routes';
import { blogClient, unwrap, type BlogRequestConfig } from './blog-client';

/**
 * Calls endpoint `name` of the contract's route table and resolves its `result`: the URL comes from
 * the table, what it takes and answers from the endpoint's schemas (types only: no zod reaches the
 * browser). Failures are the blog client's (toast unless `silent`, ApiError).
 *
 *     const article = await callApi('article.detail', { params: { id } }, { silent: true });
 */
export function callApi<N extends RouteName>(
  name: N,
  input: EndpointInput<N>,
  config?: BlogRequestConfig,
): Promise<EndpointResult<N>> {
  const { method, path } = ROUTES[name];
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
