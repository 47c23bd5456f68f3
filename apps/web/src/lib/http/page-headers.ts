import { queryOptions } from '@tanstack/react-query';
import { siteRoutes } from '@blog/contract/routes';
import { callApi } from './api';

/** The banner pictures by route name (docs/spec.md §3), needed by every page's banner. */
export const pageHeadersQuery = () =>
  queryOptions({
    queryKey: ['site', 'pageHeaders'],
    queryFn: () => callApi(siteRoutes.pageHeaders, {}),
    staleTime: 5 * 60_000,
  });
