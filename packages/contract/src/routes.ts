/**
 * The blog API's endpoints by name: method and path (below `/api`, `:name` for a path parameter).
 * This module has no zod, so the web's first scripts can carry it; the schemas of each endpoint are
 * in `api.ts`, keyed by the same names, and the types the web derives from them are types only.
 *
 * The server registers an endpoint from here (`apps/server/src/lib/route.ts`), the web calls it
 * (`apps/web/src/lib/http/api.ts`, `callApi(articleRoutes.detail, …)`): a URL is written once, and
 * renaming one, or a field of what it takes or answers, fails the type check on both sides.
 */

import type { adminRoutes } from './admin-routes';
import type { captchaRoutes } from './captcha-routes';
import type { commentRoutes } from './comment-routes';
import type { guestRoutes } from './guest-routes';
import type { likeRoutes } from './like-routes';
import type { mailRoutes } from './mail-routes';
import type { notifyRoutes } from './notify-routes';
import type { uploadRoutes } from './upload-routes';
import type { userRoutes } from './user-routes';

import { route, type Method, type RouteDef } from './route';

export { route, type Method, type RouteDef };

/*
 * One table per area, so that a page's scripts carry the routes of the areas it calls, not all of them.
 * The web's first scripts carry this module whole, so the tables here are those the first pages call
 * (the route loaders' reads among them); an area only later code calls has a module of its own that
 * this one does not import (`user-routes.ts`, `notify-routes.ts`, `like-routes.ts`,
 * `comment-routes.ts`, `upload-routes.ts`, `captcha-routes.ts`, `guest-routes.ts`, `mail-routes.ts`, and the console's `admin-routes.ts`): the web takes it from
 * there.
 */

export const articleRoutes = {
  home: route('article.home', 'GET', '/article/blogHomeGetArticleList/:current/:size'),
  timeline: route('article.timeline', 'GET', '/article/blogTimelineGetArticleList/:current/:size'),
  byTag: route('article.byTag', 'POST', '/article/getArticleListByTagId'),
  byCategory: route('article.byCategory', 'POST', '/article/getArticleListByCategoryId'),
  detail: route('article.detail', 'GET', '/article/getArticleById/:id'),
  recommend: route('article.recommend', 'GET', '/article/getRecommendArticleById/:id'),
  hot: route('article.hot', 'GET', '/article/getHotArticle'),
  search: route('article.search', 'GET', '/article/getArticleListByContent/:query'),
  readingDuration: route('article.readingDuration', 'PUT', '/article/addReadingDuration/:id/:duration'),
  /** A protected article's password: the article and a grant for it, or 403 (throttled like logins). */
  unlock: route('article.unlock', 'POST', '/article/unlock'),
  /** A protected article read whole with a grant (`X-Article-Grant`) or by the owner; never cached. */
  unlocked: route('article.unlocked', 'GET', '/article/getUnlockedArticleById/:id'),
};

/** The request header that carries a protected article's grant (`ArticleUnlock.grant`) to `article.unlocked`. */
export const ARTICLE_GRANT_HEADER = 'x-article-grant';

export const siteRoutes = {
  config: route('site.config', 'GET', '/config'),
  addView: route('site.addView', 'PUT', '/config/addView'),
  pageHeaders: route('site.pageHeaders', 'GET', '/pageHeader/getAll'),
  statistic: route('site.statistic', 'GET', '/statistic'),
  /** A page view for the visitor statistics, sent by every page (issue #19). */
  visit: route('site.visit', 'POST', '/visit'),
};

export const talkRoutes = {
  list: route('talk.list', 'POST', '/talk/blogGetTalkList'),
  detail: route('talk.detail', 'GET', '/talk/getTalkById/:id'),
};

export const galleryRoutes = {
  albums: route('gallery.albums', 'GET', '/photoAlbum/getAllAlbumList'),
  albumPhotos: route('gallery.albumPhotos', 'GET', '/photo/getAllPhotosByAlbumId/:id'),
};

export const resourceRoutes = {
  front: route('resource.front', 'GET', '/resources/front'),
  back: route('resource.back', 'GET', '/resources/back'),
  sites: route('resource.sites', 'GET', '/resources/sites'),
};

export const taxonomyRoutes = {
  categories: route('taxonomy.categories', 'GET', '/category/getCategoryDictionary'),
  tags: route('taxonomy.tags', 'GET', '/tag/getTagDictionary'),
};

export const messageRoutes = {
  list: route('message.list', 'POST', '/message/getMessageList'),
  detail: route('message.detail', 'GET', '/message/getMessageById/:id'),
  danmaku: route('message.danmaku', 'GET', '/message/getAllMessage'),
  hotTags: route('message.hotTags', 'GET', '/message/getHotTagList'),
  add: route('message.add', 'POST', '/message/add'),
  update: route('message.update', 'POST', '/message/update'),
  delete: route('message.delete', 'PUT', '/message/delete'),
};

export const linkRoutes = {
  list: route('link.list', 'POST', '/links/getLinksList'),
  apply: route('link.apply', 'POST', '/links/add'),
  update: route('link.update', 'POST', '/links/frontUpdate'),
  /** The friends' feed 朋友圈: posts from the approved links' feeds, newest first. */
  feed: route('link.feed', 'GET', '/links/feed'),
};

type Area =
  | typeof articleRoutes
  | typeof siteRoutes
  | typeof taxonomyRoutes
  | typeof talkRoutes
  | typeof galleryRoutes
  | typeof resourceRoutes
  | typeof userRoutes
  | typeof notifyRoutes
  | typeof likeRoutes
  | typeof commentRoutes
  | typeof messageRoutes
  | typeof linkRoutes
  | typeof uploadRoutes
  | typeof captchaRoutes
  | typeof guestRoutes
  | typeof mailRoutes
  | (typeof adminRoutes)[keyof typeof adminRoutes];
type RoutesOf<A> = A extends unknown ? A[keyof A] : never;

/** Any route of the tables. */
export type AnyRoute = RoutesOf<Area>;
/** Every endpoint's name (the server registers them all, by name: `api.ts`). */
export type RouteName = AnyRoute['name'];

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

/** The whole path of `route` with its parameters filled in: `/api/article/getArticleById/7`. */
export function apiPath(route: RouteDef, params?: Record<string, string | number>): string {
  return API_PREFIX + fillPath(route.path, params);
}
