import type { z } from 'zod';
import {
  adminAlbumBody,
  adminAlbumListResponse,
  adminAlbumResponse,
  adminArticleBody,
  adminArticlePageResponse,
  adminArticleQuery,
  adminArticleResponse,
  adminArticleStatusBody,
  adminCommentPageResponse,
  adminCommentQuery,
  adminDeletedResponse,
  adminDetachQuery,
  adminDoneResponse,
  adminIdListBody,
  adminIdParam,
  adminLinkBody,
  adminLinkPageResponse,
  adminLinkQuery,
  adminLinkRejectBody,
  adminLinkResponse,
  adminMessagePageResponse,
  adminPageHeaderBody,
  adminPageHeaderParams,
  adminPageHeaderResponse,
  adminPageHeadersResponse,
  adminPageQuery,
  adminRedirectPageResponse,
  adminPhotoListResponse,
  adminPhotosBody,
  adminPlaylistPageResponse,
  adminResourceCategoryBody,
  adminResourceCategoryListResponse,
  adminResourceCategoryQuery,
  adminResourceCategoryResponse,
  adminResourceSiteBody,
  adminResourceSiteListResponse,
  adminResourceSiteQuery,
  adminResourceSiteResponse,
  adminScanStatusResponse,
  adminSearchQuery,
  adminSiteConfigBody,
  adminSiteConfigResponse,
  adminSongBody,
  adminSongPageResponse,
  adminSongResponse,
  adminSongUploadResponse,
  adminStatsResponse,
  adminTalkBody,
  adminTalkPageResponse,
  adminTalkQuery,
  adminTalkResponse,
  adminTalkStatusBody,
  adminTalkTopBody,
  adminTaxonomyBody,
  adminTaxonomyListResponse,
  adminTaxonomyResponse,
  adminTopBody,
  adminUserDisabledBody,
  adminUserPageResponse,
  adminUserResponse,
} from './admin';
import { adminRoutes } from './admin-routes';
import { demoReportResponse } from './demo';
import {
  articleDetailResponse,
  articleFilterBody,
  articlePageResponse,
  articleSearchResponse,
  articleUnlockBody,
  articleUnlockResponse,
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
import { likeBody, likeResponse, likeStateResponse } from './like';
import {
  adminFeedUrlBody,
  adminLinkHealthPageResponse,
  adminLinkHealthQuery,
  adminLinkHealthResponse,
  friendFeedPageResponse,
  friendFeedQuery,
} from './friend-feed';
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
import { adminVisitQuery, adminVisitsResponse, visitBody, visitResponse } from './visit';
import { getCategoryDictionaryResponse, getTagDictionaryResponse } from './taxonomy';
import { talkDetailResponse, talkListBody, talkPageResponse } from './talk';
import {
  adminTotpCodeBody,
  adminTotpDisableBody,
  adminTotpDisabledResponse,
  adminTotpEnabledResponse,
  adminTotpRecoveryCodesResponse,
  adminTotpSetupBody,
  adminTotpSetupResponse,
  adminTotpStatusResponse,
} from './totp';
import { adminFaviconUploadResponse, adminSetupBody, adminSetupResponse } from './setup';
import { albumListResponse, albumPhotosResponse } from './photo';
import { resourceCategoriesResponse, resourceSitesQuery, resourceSitesResponse } from './resource';
import {
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginResponse,
  notifyDoneResponse,
  notifyListBody,
  notifyListResponse,
  registerBody,
  resetPasswordBody,
  resetPasswordResponse,
  resetTokenBody,
  resetTokenResponse,
  updateOwnUserInfoBody,
  updatePasswordBody,
  updatePasswordResponse,
  uploadResponse,
  userInfoResponse,
} from './user';
import { commentRoutes } from './comment-routes';
import { likeRoutes } from './like-routes';
import { mailRoutes } from './mail-routes';
import {
  adminMailPageResponse,
  adminMailQuery,
  adminMailQueuedResponse,
  adminMailSettingsBody,
  adminMailSettingsResponse,
  adminMailTestBody,
  mailAddressBody,
  mailRepliesBody,
  mailSettingsResponse,
  mailStatusResponse,
} from './mail';
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
import { captchaRoutes } from './captcha-routes';
import { guestIdentityBody, guestIdentityResponse } from './guest';
import { guestRoutes } from './guest-routes';
import {
  banBody,
  bannedIpListResponse,
  banResponse,
  captchaChallengeResponse,
  heldDoneResponse,
  heldItemsBody,
  heldQueueResponse,
  moderationSettingsBody,
  moderationSettingsResponse,
} from './moderation';
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
  captchaRoutes,
  guestRoutes,
  mailRoutes,
  ...Object.values(adminRoutes),
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
  'article.unlock': { body: articleUnlockBody, response: articleUnlockResponse },
  'article.unlocked': { params: idParam, response: articleDetailResponse },
  'site.config': { response: getConfigResponse },
  'site.addView': { response: addViewResponse },
  'site.pageHeaders': { response: getPageHeadersResponse },
  'site.statistic': { response: getStatisticResponse },
  'site.visit': { body: visitBody, response: visitResponse },
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
  'user.forgotPassword': { body: forgotPasswordBody, response: forgotPasswordResponse },
  'user.resetToken': { body: resetTokenBody, response: resetTokenResponse },
  'user.resetPassword': { body: resetPasswordBody, response: resetPasswordResponse },
  'notify.list': { body: notifyListBody, response: notifyListResponse },
  'notify.markViewed': { params: idParam, response: notifyDoneResponse },
  'notify.delete': { params: idParam, response: notifyDoneResponse },
  'like.add': { body: likeBody, response: likeResponse },
  'like.cancel': { body: likeBody, response: likeResponse },
  'like.state': { body: likeBody, response: likeStateResponse },
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
  'link.feed': { querystring: friendFeedQuery, response: friendFeedPageResponse },
  // Multipart: the file is read by the handler, not by a body schema.
  'upload.image': { response: uploadResponse },
  'captcha.challenge': { response: captchaChallengeResponse },
  'guest.identity': { body: guestIdentityBody, response: guestIdentityResponse },
  'mail.status': { response: mailStatusResponse },
  'mail.settings': { response: mailSettingsResponse },
  'mail.setAddress': { body: mailAddressBody, response: mailSettingsResponse },
  'mail.setReplies': { body: mailRepliesBody, response: mailSettingsResponse },
  // The console (`admin-routes.ts`).
  'admin.stats.summary': { response: adminStatsResponse },
  'admin.visits.summary': { querystring: adminVisitQuery, response: adminVisitsResponse },
  'admin.articles.list': { querystring: adminArticleQuery, response: adminArticlePageResponse },
  'admin.articles.detail': { params: adminIdParam, response: adminArticleResponse },
  'admin.articles.create': { body: adminArticleBody, response: adminArticleResponse },
  'admin.articles.update': { params: adminIdParam, body: adminArticleBody, response: adminArticleResponse },
  'admin.articles.status': {
    params: adminIdParam,
    body: adminArticleStatusBody,
    response: adminArticleResponse,
  },
  'admin.articles.top': { params: adminIdParam, body: adminTopBody, response: adminArticleResponse },
  'admin.articles.recycle': { params: adminIdParam, response: adminArticleResponse },
  'admin.articles.restore': { params: adminIdParam, response: adminArticleResponse },
  'admin.articles.purge': { params: adminIdParam, response: adminDoneResponse },
  'admin.redirects.list': { querystring: adminPageQuery, response: adminRedirectPageResponse },
  'admin.redirects.delete': { params: adminIdParam, response: adminDoneResponse },
  'admin.categories.list': { response: adminTaxonomyListResponse },
  'admin.categories.create': { body: adminTaxonomyBody, response: adminTaxonomyResponse },
  'admin.categories.rename': {
    params: adminIdParam,
    body: adminTaxonomyBody,
    response: adminTaxonomyResponse,
  },
  'admin.categories.delete': {
    params: adminIdParam,
    querystring: adminDetachQuery,
    response: adminDoneResponse,
  },
  'admin.tags.list': { response: adminTaxonomyListResponse },
  'admin.tags.create': { body: adminTaxonomyBody, response: adminTaxonomyResponse },
  'admin.tags.rename': { params: adminIdParam, body: adminTaxonomyBody, response: adminTaxonomyResponse },
  'admin.tags.delete': { params: adminIdParam, querystring: adminDetachQuery, response: adminDoneResponse },
  'admin.talks.list': { querystring: adminTalkQuery, response: adminTalkPageResponse },
  'admin.talks.create': { body: adminTalkBody, response: adminTalkResponse },
  'admin.talks.update': { params: adminIdParam, body: adminTalkBody, response: adminTalkResponse },
  'admin.talks.top': { params: adminIdParam, body: adminTalkTopBody, response: adminTalkResponse },
  'admin.talks.status': { params: adminIdParam, body: adminTalkStatusBody, response: adminTalkResponse },
  'admin.talks.delete': { params: adminIdParam, response: adminDoneResponse },
  'admin.albums.list': { response: adminAlbumListResponse },
  'admin.albums.create': { body: adminAlbumBody, response: adminAlbumResponse },
  'admin.albums.update': { params: adminIdParam, body: adminAlbumBody, response: adminAlbumResponse },
  'admin.albums.delete': { params: adminIdParam, response: adminDoneResponse },
  'admin.albums.photos': { params: adminIdParam, response: adminPhotoListResponse },
  'admin.albums.addPhotos': { params: adminIdParam, body: adminPhotosBody, response: adminPhotoListResponse },
  'admin.albums.deletePhoto': { params: adminIdParam, response: adminDeletedResponse },
  'admin.albums.deletePhotos': { body: adminIdListBody, response: adminDeletedResponse },
  'admin.links.list': { querystring: adminLinkQuery, response: adminLinkPageResponse },
  'admin.links.approve': { params: adminIdParam, response: adminLinkResponse },
  'admin.links.reject': { params: adminIdParam, body: adminLinkRejectBody, response: adminDoneResponse },
  'admin.links.update': { params: adminIdParam, body: adminLinkBody, response: adminLinkResponse },
  'admin.links.delete': { params: adminIdParam, response: adminDoneResponse },
  'admin.friendFeeds.list': { querystring: adminLinkHealthQuery, response: adminLinkHealthPageResponse },
  'admin.friendFeeds.check': { params: adminIdParam, response: adminLinkHealthResponse },
  'admin.friendFeeds.setFeedUrl': {
    params: adminIdParam,
    body: adminFeedUrlBody,
    response: adminLinkHealthResponse,
  },
  'admin.messages.list': { querystring: adminSearchQuery, response: adminMessagePageResponse },
  'admin.messages.delete': { params: adminIdParam, response: adminDeletedResponse },
  'admin.messages.deleteMany': { body: adminIdListBody, response: adminDeletedResponse },
  'admin.comments.list': { querystring: adminCommentQuery, response: adminCommentPageResponse },
  'admin.comments.delete': { params: adminIdParam, response: adminDeletedResponse },
  'admin.comments.deleteMany': { body: adminIdListBody, response: adminDeletedResponse },
  'admin.moderation.queue': { response: heldQueueResponse },
  'admin.moderation.approve': { body: heldItemsBody, response: heldDoneResponse },
  'admin.moderation.reject': { body: heldItemsBody, response: heldDoneResponse },
  'admin.moderation.ban': { body: banBody, response: banResponse },
  'admin.moderation.settings': { response: moderationSettingsResponse },
  'admin.moderation.saveSettings': { body: moderationSettingsBody, response: moderationSettingsResponse },
  'admin.moderation.bannedIps': { response: bannedIpListResponse },
  'admin.moderation.unbanIp': { params: adminIdParam, response: adminDoneResponse },
  'admin.users.list': { querystring: adminSearchQuery, response: adminUserPageResponse },
  'admin.users.setDisabled': {
    params: adminIdParam,
    body: adminUserDisabledBody,
    response: adminUserResponse,
  },
  'admin.users.delete': { params: adminIdParam, response: adminDoneResponse },
  'admin.site.config': { response: adminSiteConfigResponse },
  'admin.site.updateConfig': { body: adminSiteConfigBody, response: adminSiteConfigResponse },
  'admin.site.pageHeaders': { response: adminPageHeadersResponse },
  'admin.site.setPageHeader': {
    params: adminPageHeaderParams,
    body: adminPageHeaderBody,
    response: adminPageHeaderResponse,
  },
  'admin.setup.read': { response: adminSetupResponse },
  'admin.setup.save': { body: adminSetupBody, response: adminSetupResponse },
  'admin.setup.skip': { response: adminSetupResponse },
  // Multipart, like `upload.image`.
  'admin.favicon.upload': { response: adminFaviconUploadResponse },
  'admin.resources.categories': {
    querystring: adminResourceCategoryQuery,
    response: adminResourceCategoryListResponse,
  },
  'admin.resources.createCategory': {
    body: adminResourceCategoryBody,
    response: adminResourceCategoryResponse,
  },
  'admin.resources.updateCategory': {
    params: adminIdParam,
    body: adminResourceCategoryBody,
    response: adminResourceCategoryResponse,
  },
  'admin.resources.deleteCategory': { params: adminIdParam, response: adminDoneResponse },
  'admin.resources.sites': { querystring: adminResourceSiteQuery, response: adminResourceSiteListResponse },
  'admin.resources.createSite': { body: adminResourceSiteBody, response: adminResourceSiteResponse },
  'admin.resources.updateSite': {
    params: adminIdParam,
    body: adminResourceSiteBody,
    response: adminResourceSiteResponse,
  },
  'admin.resources.deleteSite': { params: adminIdParam, response: adminDoneResponse },
  'admin.music.scan': { response: adminScanStatusResponse },
  'admin.music.scanStatus': { response: adminScanStatusResponse },
  'admin.music.songs': { querystring: adminSearchQuery, response: adminSongPageResponse },
  'admin.music.song': { params: adminIdParam, response: adminSongResponse },
  'admin.music.updateSong': { params: adminIdParam, body: adminSongBody, response: adminSongResponse },
  'admin.music.playlists': { querystring: adminPageQuery, response: adminPlaylistPageResponse },
  // Multipart, like `upload.image`.
  'admin.music.upload': { response: adminSongUploadResponse },
  'admin.music.deleteSong': { params: adminIdParam, response: adminDoneResponse },
  'admin.demo.preview': { response: demoReportResponse },
  'admin.demo.clear': { response: demoReportResponse },
  'admin.mail.list': { querystring: adminMailQuery, response: adminMailPageResponse },
  'admin.mail.retry': { params: adminIdParam, response: adminMailQueuedResponse },
  'admin.mail.test': { body: adminMailTestBody, response: adminMailQueuedResponse },
  'admin.mail.settings': { response: adminMailSettingsResponse },
  'admin.mail.updateSettings': { body: adminMailSettingsBody, response: adminMailSettingsResponse },
  'admin.totp.status': { response: adminTotpStatusResponse },
  'admin.totp.setup': { body: adminTotpSetupBody, response: adminTotpSetupResponse },
  'admin.totp.enable': { body: adminTotpCodeBody, response: adminTotpEnabledResponse },
  'admin.totp.recoveryCodes': { body: adminTotpCodeBody, response: adminTotpRecoveryCodesResponse },
  'admin.totp.disable': { body: adminTotpDisableBody, response: adminTotpDisabledResponse },
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
