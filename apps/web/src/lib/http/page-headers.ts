import type { PageHeader } from '@blog/contract';
import { queryOptions } from '@tanstack/react-query';
import { blogClient, unwrap } from './blog-client';

/** The banner pictures by route name (SPEC §3), needed by every page's banner. */
export const pageHeadersQuery = () =>
  queryOptions({
    queryKey: ['site', 'pageHeaders'],
    queryFn: () => unwrap(blogClient.get<PageHeader[]>('/pageHeader/getAll')),
    staleTime: 5 * 60_000,
  });
