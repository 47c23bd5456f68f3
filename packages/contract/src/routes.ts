/**
 * The blog API's endpoints by name: method and path (below `/api`, `:name` for a path parameter).
 * This module has no zod, so the web's first scripts can carry it; the schemas of each endpoint are
 * in `api.ts`, keyed by the same names, and the types the web derives from them are types only.
 *
 * The server registers an endpoint from here (`apps/server/src/lib/route.ts`), the web calls it by
 * name (`apps/web/src/lib/http/api.ts`): a URL is written once, and renaming one, or a field of what
 * it takes or answers, fails the type check on both sides.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  path: string;
}

export const ROUTES = {
  'article.home': { method: 'GET', path: '/article/blogHomeGetArticleList/:current/:size' },
  'article.timeline': { method: 'GET', path: '/article/blogTimelineGetArticleList/:current/:size' },
  'article.byTag': { method: 'POST', path: '/article/getArticleListByTagId' },
  'article.byCategory': { method: 'POST', path: '/article/getArticleListByCategoryId' },
  'article.detail': { method: 'GET', path: '/article/getArticleById/:id' },
  'article.recommend': { method: 'GET', path: '/article/getRecommendArticleById/:id' },
  'article.hot': { method: 'GET', path: '/article/getHotArticle' },
  'article.search': { method: 'GET', path: '/article/getArticleListByContent/:query' },
  'article.readingDuration': { method: 'PUT', path: '/article/addReadingDuration/:id/:duration' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/**
 * `path` with its `:name` parameters filled in (each encoded as a path segment).
 * Throws when a parameter is missing: a URL is never sent with `:id` in it.
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the blog API is served. */
export const API_PREFIX = '/api';

/** The whole path of endpoint `name` with its parameters filled in: `/api/article/getArticleById/7`. */
export function apiPath<N extends RouteName>(name: N, params?: Record<string, string | number>): string {
  return API_PREFIX + fillPath(ROUTES[name].path, params);
}
