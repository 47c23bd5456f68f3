import type { z } from 'zod';
import {
  articleDetailResponse,
  articleFilterBody,
  articlePageResponse,
  articleSearchResponse,
  filteredArticlePageResponse,
  hotArticlesResponse,
  pagePathParams,
  readingDurationParams,
  readingDurationResponse,
  recommendationResponse,
  searchPathParams,
  timelinePageResponse,
} from './article';
import { idParam } from './envelope';
import { addViewResponse, getConfigResponse, getPageHeadersResponse, getStatisticResponse } from './site';
import { getCategoryDictionaryResponse, getTagDictionaryResponse } from './taxonomy';
import { talkDetailResponse, talkListBody, talkPageResponse } from './talk';
import { albumListResponse, albumPhotosResponse } from './photo';
import { resourceCategoriesResponse, resourceSitesQuery, resourceSitesResponse } from './resource';
import {
  articleRoutes,
  galleryRoutes,
  resourceRoutes,
  siteRoutes,
  talkRoutes,
  taxonomyRoutes,
  type AnyRoute,
  type RouteDef,
  type RouteName,
} from './routes';

const everyRoute = [
  articleRoutes,
  siteRoutes,
  taxonomyRoutes,
  talkRoutes,
  galleryRoutes,
  resourceRoutes,
].flatMap((area) => Object.values<AnyRoute>(area as Record<string, AnyRoute>));

/** Every endpoint's route by its name: what the server registers (the web takes an area's table). */
export const ROUTES = Object.fromEntries(everyRoute.map((entry) => [entry.name, entry])) as {
  [N in RouteName]: Extract<AnyRoute, { name: N }>;
};

/** What an endpoint takes and answers, as zod schemas (the server validates and serializes with them). */
export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The whole 200 answer, envelope included. */
  response: z.ZodType;
}

const SCHEMAS = {
  'article.home': { params: pagePathParams, response: articlePageResponse },
  'article.timeline': { params: pagePathParams, response: timelinePageResponse },
  'article.byTag': { body: articleFilterBody, response: filteredArticlePageResponse },
  'article.byCategory': { body: articleFilterBody, response: filteredArticlePageResponse },
  'article.detail': { params: idParam, response: articleDetailResponse },
  'article.recommend': { params: idParam, response: recommendationResponse },
  'article.hot': { response: hotArticlesResponse },
  'article.search': { params: searchPathParams, response: articleSearchResponse },
  'article.readingDuration': { params: readingDurationParams, response: readingDurationResponse },
  'site.config': { response: getConfigResponse },
  'site.addView': { response: addViewResponse },
  'site.pageHeaders': { response: getPageHeadersResponse },
  'site.statistic': { response: getStatisticResponse },
  'taxonomy.categories': { response: getCategoryDictionaryResponse },
  'taxonomy.tags': { response: getTagDictionaryResponse },
  'talk.list': { body: talkListBody, response: talkPageResponse },
  'talk.detail': { params: idParam, response: talkDetailResponse },
  'gallery.albums': { response: albumListResponse },
  'gallery.albumPhotos': { params: idParam, response: albumPhotosResponse },
  'resource.front': { response: resourceCategoriesResponse },
  'resource.back': { response: resourceCategoriesResponse },
  'resource.sites': { querystring: resourceSitesQuery, response: resourceSitesResponse },
} as const satisfies Record<RouteName, EndpointSchemas>;

export type Endpoint<N extends RouteName> = (typeof ROUTES)[N] & (typeof SCHEMAS)[N];

/** An endpoint whole: its route (routes.ts) and its schemas. */
export function endpoint<N extends RouteName>(name: N): Endpoint<N> {
  return { ...ROUTES[name], ...SCHEMAS[name] };
}

type Schemas<N extends RouteName> = (typeof SCHEMAS)[N];
type Has<N extends RouteName, K extends string> = Schemas<N> extends Record<K, z.ZodType> ? K : never;
type Schema<N extends RouteName, K extends string> =
  Schemas<N> extends Record<K, infer S extends z.ZodType> ? S : never;

/**
 * What a caller sends to endpoint `N`, where it takes them: path parameters and query as the server
 * reads them (numbers are numbers), the body as it may be sent (fields with defaults may be left out).
 */
export type EndpointInput<N extends RouteName> = { [K in Has<N, 'params'>]: z.output<Schema<N, K>> } & {
  [K in Has<N, 'querystring'>]: z.output<Schema<N, K>>;
} & { [K in Has<N, 'body'>]: z.input<Schema<N, K>> };

/** The `result` of endpoint `N`'s answer. */
export type EndpointResult<N extends RouteName> =
  z.output<(typeof SCHEMAS)[N]['response']> extends {
    result: infer R;
  }
    ? R
    : never;

export type { RouteDef, RouteName };
