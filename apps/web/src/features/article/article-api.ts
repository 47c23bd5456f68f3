import { HOME_PAGE_SIZE } from '@blog/contract/page-sizes';
import type { ArticleDetail } from '@blog/contract';
import { ARTICLE_GRANT_HEADER, articleRoutes } from '@blog/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { useEffect } from 'react';
import { ApiError } from '../../lib/http/blog-client';
import { articleGrants } from './article-grants';

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

/**
 * A protected article read whole: with this browser's grant for it, or as the owner. Never shared
 * (the server keeps it out of every cache), fetched only where the page asks for it.
 */
export const unlockedArticleQuery = (id: number, grant: string | undefined) =>
  queryOptions({
    queryKey: ['article', 'unlocked', id],
    queryFn: () =>
      callApi(
        articleRoutes.unlocked,
        { params: { id } },
        {
          ...quiet,
          headers: grant ? { [ARTICLE_GRANT_HEADER]: grant } : {},
          // A refused grant (the password changed since) only shows the lock again.
          handles: (error) => error.status === 403,
        },
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });

/**
 * The body of a protected article: null while it is locked for this reader (no grant, or one the
 * server refused, then forgotten), the article whole once the grant or the owner's login opens it.
 * `pending` while that is being asked.
 */
export function useUnlockedArticle(
  article: ArticleDetail | undefined,
  { hydrated, isOwner }: { hydrated: boolean; isOwner: boolean },
) {
  const id = article?.id ?? 0;
  // Read only once hydrated: the server rendered the lock, and the first render must match it.
  const grant = hydrated && article?.locked ? articleGrants.get(id) : undefined;
  const query = useQuery({
    ...unlockedArticleQuery(id, grant),
    // Only once hydrated, for the owner too (the login is read from storage at once).
    enabled: hydrated && Boolean(article?.locked) && (grant !== undefined || isOwner),
  });
  const refused = query.isError && query.error instanceof ApiError && query.error.status === 403;
  useEffect(() => {
    if (refused) articleGrants.forget(id);
  }, [refused, id]);
  return { article: query.data ?? null, pending: query.isFetching && !query.data };
}

/** Tries a protected article's password; the grant it earns is kept in this browser. */
export async function unlockArticle(id: number, password: string): Promise<ArticleDetail> {
  const unlocked = await callApi(
    articleRoutes.unlock,
    { body: { id, password } },
    // A wrong password (403) or a wait (429) is said under the field, not in a toast.
    { handles: (error) => error.status === 403 || error.status === 429 },
  );
  articleGrants.keep(id, unlocked.grant, unlocked.expiresAt);
  return unlocked.article;
}

/** Where an article lives. */
export const articlePath = (id: number) => `/article?id=${id}`;
