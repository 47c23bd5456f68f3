import { linkRoutes } from '@blog/contract/routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';

/** Friend links per load. */
export const LINK_PAGE_SIZE = 30;

export const linksKey = ['links', 'list'] as const;

/** The approved friend links, in the order friends joined. */
export const linksQuery = () =>
  infiniteQueryOptions({
    queryKey: linksKey,
    queryFn: ({ pageParam }) =>
      callApi(linkRoutes.list, { body: { current: pageParam, size: LINK_PAGE_SIZE } }, { silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.reduce((sum, page) => sum + page.list.length, 0) < last.total
        ? last.current + 1
        : undefined,
  });
