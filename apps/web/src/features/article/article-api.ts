import { HOME_PAGE_SIZE } from '@blog/contract/page-sizes';
import { articleRoutes } from '@blog/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';

/** Article lists per page (home 5, by tag or category 4; docs/spec.md §2 and the issue). */
export { HOME_PAGE_SIZE };
export const FILTER_PAGE_SIZE = 4;
export const TIMELINE_PAGE_SIZE = 10;

export type ArticleFilterType = 'tag' | 'category';

/** Article lists and search fail quietly: logged, no toast (docs/spec.md §8); the page shows its own error state. */
const quiet = { silent: true } as const;

export const homeArticlesQuery = (current: number) =>
  queryOptions({
    queryKey: ['article', 'home', current],
    queryFn: () => callApi(articleRoutes.home, { params: { current, size: HOME_PAGE_SIZE } }, quiet),
  });

export function useHomeArticles(current: number) {
  return useQuery({ ...homeArticlesQuery(current), placeholderData: keepPreviousData });
}

export const timelineQuery = (current: number) =>
  queryOptions({
    queryKey: ['article', 'timeline', current],
    queryFn: () => callApi(articleRoutes.timeline, { params: { current, size: TIMELINE_PAGE_SIZE } }, quiet),
  });

export function useTimeline(current: number) {
  return useQuery({ ...timelineQuery(current), placeholderData: keepPreviousData });
}

export const filteredArticlesQuery = (type: ArticleFilterType, id: number, current: number) =>
  queryOptions({
    queryKey: ['article', type, id, current],
    queryFn: () =>
      callApi(
        type === 'tag' ? articleRoutes.byTag : articleRoutes.byCategory,
        { body: { id, current, size: FILTER_PAGE_SIZE } },
        quiet,
      ),
    enabled: id > 0,
  });

export function useFilteredArticles(type: ArticleFilterType, id: number, current: number) {
  return useQuery({ ...filteredArticlesQuery(type, id, current), placeholderData: keepPreviousData });
}

/** One article; counts a view on the server, so it is fetched once per visit and never retried on 404. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', 'detail', id],
    queryFn: () => callApi(articleRoutes.detail, { params: { id } }, quiet),
    enabled: id > 0,
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
    // A 404 the page arrived with (rendered on the server) is final: not asked again on mount.
    retryOnMount: false,
  });

export function useArticle(id: number) {
  return useQuery(articleQuery(id));
}

/** The server's 404: the article does not exist or is not public. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const recommendationsQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', 'recommend', id],
    queryFn: () => callApi(articleRoutes.recommend, { params: { id } }, quiet),
    enabled: id > 0,
    retry: false,
  });

export function useRecommendations(id: number) {
  return useQuery(recommendationsQuery(id));
}

/** Where an article lives. */
export const articlePath = (id: number) => `/article?id=${id}`;
