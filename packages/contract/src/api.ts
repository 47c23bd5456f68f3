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
import {
  childCommentBody,
  childCommentPageResponse,
  commentAddBody,
  commentApplyBody,
  commentDeleteParams,
  commentDeleteResponse,
  commentResponse,
  commentTotalBody,
  commentTotalResponse,
  parentCommentBody,
  parentCommentPageResponse,
} from './comment';
import { idParam } from './envelope';
import { likeBody, likeResponse } from './like';
import { linkAddBody, linkListBody, linkPageResponse, linkResponse, linkUpdateBody } from './link';
import {
  danmakuResponse,
  hotTagsResponse,
  messageAddBody,
  messageDeleteBody,
  messageDeleteResponse,
  messageDetailResponse,
  messageListBody,
  messagePageResponse,
  messageResponse,
  messageUpdateBody,
} from './message';
import { addViewResponse, getConfigResponse, getPageHeadersResponse, getStatisticResponse } from './site';
import { getCategoryDictionaryResponse, getTagDictionaryResponse } from './taxonomy';
import { talkDetailResponse, talkListBody, talkPageResponse } from './talk';
import { albumListResponse, albumPhotosResponse } from './photo';
import { resourceCategoriesResponse, resourceSitesQuery, resourceSitesResponse } from './resource';
import {
  loginBody,
  loginResponse,
  notifyDoneResponse,
  notifyListBody,
  notifyListResponse,
  registerBody,
  updateOwnUserInfoBody,
  updatePasswordBody,
  updatePasswordResponse,
  uploadResponse,
  userInfoResponse,
} from './user';
import { commentRoutes } from './comment-routes';
import { likeRoutes } from './like-routes';
import { notifyRoutes } from './notify-routes';
import {
  articleRoutes,
  galleryRoutes,
  linkRoutes,
  messageRoutes,
  resourceRoutes,
  siteRoutes,
  talkRoutes,
  taxonomyRoutes,
  type AnyRoute,
  type RouteDef,
  type RouteName,
} from './routes';
import { uploadRoutes } from './upload-routes';
import { userRoutes } from './user-routes';

const everyRoute = [
  articleRoutes,
  siteRoutes,
  taxonomyRoutes,
  talkRoutes,
  galleryRoutes,
  resourceRoutes,
  userRoutes,
  notifyRoutes,
  likeRoutes,
  commentRoutes,
  messageRoutes,
  linkRoutes,
  uploadRoutes,
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
  'user.login': { body: loginBody, response: loginResponse },
  'user.register': { body: registerBody, response: loginResponse },
  'user.info': { params: idParam, response: userInfoResponse },
  'user.updateOwnInfo': { body: updateOwnUserInfoBody, response: userInfoResponse },
  'user.password': { body: updatePasswordBody, response: updatePasswordResponse },
  'notify.list': { body: notifyListBody, response: notifyListResponse },
  'notify.markViewed': { params: idParam, response: notifyDoneResponse },
  'notify.delete': { params: idParam, response: notifyDoneResponse },
  'like.add': { body: likeBody, response: likeResponse },
  'like.cancel': { body: likeBody, response: likeResponse },
  'like.state': { body: likeBody, response: likeResponse },
  'comment.parents': { body: parentCommentBody, response: parentCommentPageResponse },
  'comment.children': { body: childCommentBody, response: childCommentPageResponse },
  'comment.total': { body: commentTotalBody, response: commentTotalResponse },
  'comment.add': { body: commentAddBody, response: commentResponse },
  'comment.reply': { body: commentApplyBody, response: commentResponse },
  'comment.delete': { params: commentDeleteParams, response: commentDeleteResponse },
  'message.list': { body: messageListBody, response: messagePageResponse },
  'message.detail': { params: idParam, response: messageDetailResponse },
  'message.danmaku': { response: danmakuResponse },
  'message.hotTags': { response: hotTagsResponse },
  'message.add': { body: messageAddBody, response: messageResponse },
  'message.update': { body: messageUpdateBody, response: messageResponse },
  'message.delete': { body: messageDeleteBody, response: messageDeleteResponse },
  'link.list': { body: linkListBody, response: linkPageResponse },
  'link.apply': { body: linkAddBody, response: linkResponse },
  'link.update': { body: linkUpdateBody, response: linkResponse },
  // Multipart: the file is read by the handler, not by a body schema.
  'upload.image': { response: uploadResponse },
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
