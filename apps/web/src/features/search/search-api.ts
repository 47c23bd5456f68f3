import { useQuery } from '@tanstack/react-query';
import { articleRoutes } from '@blog/contract/routes';
import { callApi } from '../../lib/http/api';

/** docs/spec.md §9: five hot recommendations. */
export const HOT_LIMIT = 5;

/** Search failures are only logged (docs/spec.md §8); the dialog shows its own line. */
const quiet = { silent: true } as const;

/** Title and body search: plain titles, and snippets of the text from the first match on. */
export function useSearchResults(keyword: string) {
  return useQuery({
    queryKey: ['search', keyword],
    queryFn: () => callApi(articleRoutes.search, { params: { query: keyword } }, quiet),
    enabled: keyword.length > 0,
    staleTime: 60_000,
  });
}

/** 热门推荐: the most read articles. */
export function useHotArticles(enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'hot'],
    queryFn: () => callApi(articleRoutes.hot, {}, quiet),
    enabled,
    staleTime: 5 * 60_000,
    select: (list) => list.slice(0, HOT_LIMIT),
  });
}
