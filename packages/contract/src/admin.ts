import { z } from 'zod';
import { ARTICLE_PASSWORD_MAX, articleDetail } from './article';
import { commentItem } from './comment';
import { ok, paged } from './envelope';
import { link } from './link';
import { messageItem } from './message';
import { photo, photoAlbum } from './photo';
import { resourceCategory, resourceSite, resourceType } from './resource';
import { siteConfig, pageHeader, pageHeaderRouteNames } from './site';
import { communityPageBody, talkItem } from './talk';
import {
  isFaviconUpload,
  isHttpUrl,
  isLocalUpload,
  LINK_DESC_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
} from './validation';
import { picture } from './picture';

/*
 * The owner's console: everything under `/api/admin/`, for the admin role only (401 without a token,
 * 403 for anyone else). Lists take their filters from the query string; writes take JSON bodies.
 */

/** Paging of every console list, the community lists' own: `current` from 1, `size` 1–100. */
export const adminPageQuery = communityPageBody;
export type AdminPageQuery = z.input<typeof adminPageQuery>;

const positiveId = (field: string) =>
  z.coerce.number().int(`${field} 必须是正整数`).positive(`${field} 必须是正整数`);

export const adminIdParam = z.object({ id: positiveId('id') });

/** Batch deletes: 1–100 distinct ids at once. */
export const MAX_BATCH_IDS = 100;
export const adminIdListBody = z.object({
  idList: z
    .array(positiveId('idList 的每一项'), { error: 'idList 必须是 id 数组' })
    .min(1, '请至少选择一项')
    .max(MAX_BATCH_IDS, `一次最多删除 ${MAX_BATCH_IDS} 项`),
});
export type AdminIdListBody = z.input<typeof adminIdListBody>;
export const adminDeletedResponse = ok(z.object({ deleted: z.number() }));
export const adminDoneResponse = ok(z.null());

/** An image address: http(s), or one this site stored (`/media/...`). */
const imageUrl = (field: string) =>
  z
    .string({ error: `${field} 必须是图片地址` })
    .trim()
    .max(500, `${field} 太长了`)
    .refine(
      (value) => isHttpUrl(value) || isLocalUpload(value) || /^\/media\/[\w/.-]+$/.test(value),
      `${field} 必须是 http(s) 图片链接或本站上传的图片`,
    );
const optionalImage = (field: string) =>
  z
    .union([z.literal(''), imageUrl(field)])
    .nullable()
    .optional()
    .transform((value) => value || null);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} 不能为空` })
    .trim()
    .min(1, `${field} 不能为空`)
    .max(max, `${field} 不能超过 ${max} 个字符`);

/** A place in a hand-made order (an article's `order`, a resource's `sort`): 0–9999. */
const rank = (field: string) =>
  z.coerce.number().int(`${field} 必须是整数`).min(0, `${field} 不能小于 0`).max(9999, `${field} 太大了`);

const httpUrl = z
  .string({ error: 'url 不能为空' })
  .trim()
  .refine(isHttpUrl, 'url 必须是 http:// 或 https:// 开头的链接');

const isTop = z.union([z.literal(1), z.literal(2)], { error: 'is_top 只能是 1（置顶）或 2（不置顶）' });

// ---------------------------------------------------------------------------------------------
// Articles

/** 1 public, 2 private, 3 draft. */
export const articleStatus = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'status 只能是 1（公开）、2（私密）或 3（草稿）',
});

export const adminArticleQuery = adminPageQuery.extend({
  status: z.coerce.number().pipe(articleStatus).optional(),
  category_id: positiveId('category_id').optional(),
  tag_id: positiveId('tag_id').optional(),
  /** Matches title and body (case-insensitive substring). */
  keyword: z.string().trim().max(50, 'keyword 不能超过 50 个字符').optional(),
  /** `1`: the recycle bin instead of the live articles. */
  deleted: z.enum(['0', '1'], { error: 'deleted 只能是 0 或 1' }).optional(),
});
export type AdminArticleQuery = z.input<typeof adminArticleQuery>;

/** An article as the console lists it: the public article's fields without its body, then the console's own. */
export const adminArticleItem = articleDetail
  .pick({
    id: true,
    article_title: true,
    article_description: true,
    article_cover: true,
    category_id: true,
    categoryName: true,
    tagIdList: true,
    tagNameList: true,
    is_top: true,
    order: true,
    status: true,
    type: true,
    origin_url: true,
    view_times: true,
    thumbs_up_times: true,
    is_protected: true,
    password_hint: true,
  })
  .extend({
    slug: z.string().nullable(),
    /** Set when the article is in the recycle bin. */
    deletedAt: z.string().nullable(),
    // The dates last, as the console has always had them.
    createdAt: z.string(),
    updatedAt: z.string(),
  });
export type AdminArticleItem = z.infer<typeof adminArticleItem>;
export const adminArticlePageResponse = ok(paged(adminArticleItem));
export const adminArticleDetail = adminArticleItem.extend({ article_content: z.string() });
export type AdminArticleDetail = z.infer<typeof adminArticleDetail>;
export const adminArticleResponse = ok(adminArticleDetail);

/** Create or edit an article; the category and tags are given by name (created when new). */
export const adminArticleBody = z
  .object({
    article_title: text('article_title', 100),
    article_content: z.string({ error: 'article_content 不能为空' }).min(1, 'article_content 不能为空'),
    article_description: z
      .string()
      .trim()
      .max(300, 'article_description 不能超过 300 个字符')
      .nullable()
      .optional(),
    article_cover: optionalImage('article_cover'),
    category_name: z.string().trim().max(30, 'category_name 不能超过 30 个字符').nullable().optional(),
    tag_names: z
      .array(text('tag_names 的每一项', 30), { error: 'tag_names 必须是字符串数组' })
      .max(10, '最多 10 个标签')
      .default([]),
    status: articleStatus.default(1),
    /** 1 original, 2 repost (needs origin_url), 3 translation. */
    type: z
      .union([z.literal(1), z.literal(2), z.literal(3)], {
        error: 'type 只能是 1（原创）、2（转载）或 3（翻译）',
      })
      .default(1),
    origin_url: z
      .string()
      .trim()
      .refine((value) => value === '' || isHttpUrl(value), 'origin_url 必须是 http(s) 链接')
      .nullable()
      .optional()
      .transform((value) => value || null),
    is_top: isTop.default(2),
    order: rank('order').default(0),
    /**
     * The reader's password (🔒 加密文章): a new one sets or changes it, null removes it, left out
     * keeps it as it is. It is never answered back: the article says only `is_protected`.
     */
    password: z
      .string({ error: 'password 必须是字符串' })
      .min(1, '访问密码不能为空')
      .max(ARTICLE_PASSWORD_MAX, `访问密码不能超过 ${ARTICLE_PASSWORD_MAX} 个字符`)
      .nullable()
      .optional(),
    /**
     * Shown to readers above the password field (left out keeps it); kept only while the article
     * has a password.
     */
    password_hint: z
      .string()
      .trim()
      .max(50, '密码提示不能超过 50 个字符')
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.type !== 2 || body.origin_url, {
    message: '转载的文章需要 origin_url',
    path: ['origin_url'],
  });
export type AdminArticleBody = z.input<typeof adminArticleBody>;

export const adminArticleStatusBody = z.object({ status: articleStatus });
export const adminTopBody = z.object({
  is_top: isTop,
  order: rank('order').optional(),
});
export type AdminTopBody = z.input<typeof adminTopBody>;

// ---------------------------------------------------------------------------------------------
// Categories and tags

export const adminTaxonomyItem = z.object({
  id: z.number(),
  name: z.string(),
  /** Articles using it, the recycle bin included. */
  articleCount: z.number(),
  createdAt: z.string(),
});
export type AdminTaxonomyItem = z.infer<typeof adminTaxonomyItem>;
export const adminTaxonomyListResponse = ok(z.array(adminTaxonomyItem));
export const adminTaxonomyResponse = ok(adminTaxonomyItem);
export const adminTaxonomyBody = z.object({ name: text('name', 30) });
export type AdminTaxonomyBody = z.input<typeof adminTaxonomyBody>;
/** Deleting a category or tag still in use needs `detach=1` (its articles lose it); else 409. */
export const adminDetachQuery = z.object({
  detach: z.enum(['0', '1'], { error: 'detach 只能是 0 或 1' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// 说说

export const talkStatus = z.union([z.literal(1), z.literal(2)], {
  error: 'status 只能是 1（公开）或 2（私密）',
});
export const adminTalkQuery = adminPageQuery.extend({
  status: z.coerce.number().pipe(talkStatus).optional(),
});
/** A talk as the console lists it: the public one without its author and the reader's view. */
export const adminTalkItem = talkItem.omit({
  user_id: true,
  nick_name: true,
  avatar: true,
  is_like: true,
  comment_total: true,
});
export type AdminTalkItem = z.infer<typeof adminTalkItem>;
export const adminTalkPageResponse = ok(paged(adminTalkItem));
export const adminTalkResponse = ok(adminTalkItem);
export const adminTalkBody = z.object({
  content: text('content', 2000),
  talkImgList: z.array(imageUrl('talkImgList 的每一项')).max(9, '最多 9 张图片').default([]),
  status: talkStatus.default(1),
  is_top: isTop.default(2),
});
export type AdminTalkBody = z.input<typeof adminTalkBody>;
/** A talk is pinned or not; unlike an article's, its pin has no order. */
export const adminTalkTopBody = adminTopBody.pick({ is_top: true });
export const adminTalkStatusBody = z.object({ status: talkStatus });

// ---------------------------------------------------------------------------------------------
// Albums and photos

export const adminAlbum = photoAlbum;
export type AdminAlbum = z.infer<typeof adminAlbum>;
export const adminAlbumListResponse = ok(z.array(adminAlbum));
export const adminAlbumResponse = ok(adminAlbum);
export const adminAlbumBody = z.object({
  album_name: text('album_name', 30),
  album_cover: optionalImage('album_cover'),
  description: z.string().trim().max(200, 'description 不能超过 200 个字符').nullable().optional(),
});
export type AdminAlbumBody = z.input<typeof adminAlbumBody>;
export const adminPhoto = photo.omit({ updatedAt: true });
export type AdminPhoto = z.infer<typeof adminPhoto>;
export const adminPhotoListResponse = ok(z.array(adminPhoto));
/** Adds several uploaded images at once. */
export const adminPhotosBody = z.object({
  urls: z
    .array(imageUrl('urls 的每一项'), { error: 'urls 必须是图片地址数组' })
    .min(1, '请至少添加一张图片')
    .max(MAX_BATCH_IDS, `一次最多添加 ${MAX_BATCH_IDS} 张`),
});
export type AdminPhotosBody = z.input<typeof adminPhotosBody>;

// ---------------------------------------------------------------------------------------------
// Old addresses of imported articles

/** An old path (Hexo, Hugo, WordPress) that answers with a 301 to its article. */
export const adminRedirectItem = z.object({
  id: z.number(),
  /** As kept: decoded, without a trailing slash (`/2023/12/21/hello`), or `/?p=123`. */
  path: z.string(),
  article_id: z.number(),
  article_title: z.string(),
  createdAt: z.string(),
});
export type AdminRedirectItem = z.infer<typeof adminRedirectItem>;
export const adminRedirectPageResponse = ok(paged(adminRedirectItem));

// ---------------------------------------------------------------------------------------------
// Friend links

export const adminLinkQuery = adminPageQuery.extend({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'status 只能是 1（待审核）或 2（已通过）' }))
    .optional(),
});
export const adminLinkPageResponse = ok(paged(link));
export const adminLinkResponse = ok(link);
export const adminLinkRejectBody = z.object({ reason: text('reason', 200) });
export const adminLinkBody = z.object({
  site_name: text('site_name', LINK_NAME_MAX_LENGTH),
  site_desc: z
    .string()
    .trim()
    .max(LINK_DESC_MAX_LENGTH, `site_desc 不能超过 ${LINK_DESC_MAX_LENGTH} 个字符`)
    .nullable()
    .optional(),
  site_avatar: optionalImage('site_avatar'),
  url: httpUrl,
});
export type AdminLinkBody = z.input<typeof adminLinkBody>;

// ---------------------------------------------------------------------------------------------
// Messages and comments

export const adminSearchQuery = adminPageQuery.extend({
  keyword: z.string().trim().max(50, 'keyword 不能超过 50 个字符').optional(),
});
/** A message as the console lists it, without its looks; its fields in this order. */
export const adminMessageItem = messageItem.pick({
  id: true,
  message: true,
  nick_name: true,
  user_id: true,
  tag: true,
  like_times: true,
  comment_total: true,
  status: true,
  createdAt: true,
});
export type AdminMessageItem = z.infer<typeof adminMessageItem>;
export const adminMessagePageResponse = ok(paged(adminMessageItem));
export const adminCommentQuery = adminSearchQuery.extend({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'type 只能是 1、2 或 3' }))
    .optional(),
});
/** A comment as the console lists it: the public one without the reader's view and the thread. */
export const adminCommentItem = commentItem.omit({
  from_avatar: true,
  is_like: true,
  ipAddress: true,
  child_count: true,
  updatedAt: true,
});
export type AdminCommentItem = z.infer<typeof adminCommentItem>;
export const adminCommentPageResponse = ok(paged(adminCommentItem));

// ---------------------------------------------------------------------------------------------
// Users

export const adminUserItem = z.object({
  id: z.number(),
  username: z.string(),
  nick_name: z.string(),
  avatar: picture.nullable(),
  /** 1 admin, 2 user */
  role: z.number(),
  /** 1 disabled: every token of the account stops working at once. */
  disabled: z.number(),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;
export const adminUserPageResponse = ok(paged(adminUserItem));
export const adminUserResponse = ok(adminUserItem);
export const adminUserDisabledBody = z.object({
  disabled: z.boolean({ error: 'disabled 必须是 true 或 false' }),
});

// ---------------------------------------------------------------------------------------------
// Site configuration and page headers

const optionalText = (field: string, max = 500) =>
  z.string().trim().max(max, `${field} 不能超过 ${max} 个字符`).nullable().optional();

/** A link the public pages show as one (a social link, the filing's): http(s) only; empty clears it. */
const optionalLink = (field: string) =>
  z
    .union([
      z.literal(''),
      z
        .string({ error: `${field} 必须是链接` })
        .trim()
        .max(500, `${field} 不能超过 500 个字符`)
        .refine(isHttpUrl, `${field} 必须是 http:// 或 https:// 开头的链接`),
    ])
    .nullable()
    .optional()
    .transform((value) => value || null);

/** The owner's icon: only one the server stored from 上传图标 (`admin.favicon.upload`); empty: the shipped one. */
const optionalFavicon = z
  .union([
    z.literal(''),
    z
      .string({ error: 'favicon 必须是本站上传的图标' })
      .refine(isFaviconUpload, 'favicon 必须是本站上传的图标'),
  ])
  .nullable()
  .optional()
  .transform((value) => value || null);

/**
 * The site profile's fields as the console writes them: 网站设置 any of them (`adminSiteConfigBody`),
 * the setup step some (`adminSetupBody`, setup.ts), with the same rules.
 */
export const siteConfigFields = z.object({
  blog_name: text('blog_name', 30),
  author_name: text('author_name', 30),
  blog_avatar: optionalImage('blog_avatar'),
  favicon: optionalFavicon,
  avatar_bg: optionalImage('avatar_bg'),
  personal_say: optionalText('personal_say', 200),
  blog_notice: optionalText('blog_notice', 1000),
  qq_link: optionalLink('qq_link'),
  we_chat_link: optionalLink('we_chat_link'),
  github_link: optionalLink('github_link'),
  git_ee_link: optionalLink('git_ee_link'),
  bilibili_link: optionalLink('bilibili_link'),
  we_chat_group: optionalImage('we_chat_group'),
  qq_group: optionalImage('qq_group'),
  we_chat_pay: optionalImage('we_chat_pay'),
  ali_pay: optionalImage('ali_pay'),
  filing_number: optionalText('filing_number', 100),
  filing_url: optionalLink('filing_url'),
  copyright_holder: optionalText('copyright_holder', 100),
  admin_url: optionalText('admin_url'),
  site_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'site_start 必须是 YYYY-MM-DD'),
  footer_visits: z.boolean(),
});

/** Every field optional: only what is given changes. */
export const adminSiteConfigBody = siteConfigFields.partial().strict();
export type AdminSiteConfigBody = z.input<typeof adminSiteConfigBody>;
export const adminSiteConfigResponse = ok(siteConfig);
export const adminPageHeadersResponse = ok(z.array(pageHeader));
export const adminPageHeaderParams = z.object({
  route_name: z.enum(pageHeaderRouteNames, { error: 'route_name 不是已知的页面' }),
});
export const adminPageHeaderBody = z.object({ bg_url: imageUrl('bg_url') });
export const adminPageHeaderResponse = ok(pageHeader);

// ---------------------------------------------------------------------------------------------
// Resources (recommended sites)

export const adminResourceCategory = resourceCategory;
export type AdminResourceCategory = z.infer<typeof adminResourceCategory>;
export const adminResourceCategoryListResponse = ok(z.array(adminResourceCategory));
export const adminResourceCategoryResponse = ok(adminResourceCategory);
export const adminResourceCategoryQuery = z.object({ type: resourceType.optional() });
export const adminResourceCategoryBody = z.object({
  type: resourceType,
  name: text('name', 30),
  sort: rank('sort').default(0),
});
export type AdminResourceCategoryBody = z.input<typeof adminResourceCategoryBody>;
/** A site card as the console lists it; its fields in this order. */
export const adminResourceSite = resourceSite.pick({
  id: true,
  category_id: true,
  name: true,
  url: true,
  description: true,
  logo: true,
  sort: true,
});
export type AdminResourceSite = z.infer<typeof adminResourceSite>;
export const adminResourceSiteListResponse = ok(z.array(adminResourceSite));
export const adminResourceSiteResponse = ok(adminResourceSite);
export const adminResourceSiteQuery = z.object({ category_id: positiveId('category_id').optional() });
export const adminResourceSiteBody = z.object({
  category_id: positiveId('category_id'),
  name: text('name', 50),
  url: httpUrl,
  description: optionalText('description', 200),
  logo: optionalImage('logo'),
  sort: rank('sort').default(0),
});
export type AdminResourceSiteBody = z.input<typeof adminResourceSiteBody>;

// ---------------------------------------------------------------------------------------------
// Music

export const adminScanStatus = z.object({
  /** True while the server's music library scans (its first scan, the watcher's, the console's or an upload's). */
  running: z.boolean(),
  /** `listing` the folder, `reading` changed files, `done`, or `idle` before the first scan. */
  phase: z.enum(['idle', 'listing', 'reading', 'done', 'failed']),
  done: z.number(),
  total: z.number(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The last finished scan's summary, null before one finished. */
  report: z
    .object({
      files: z.number(),
      added: z.number(),
      updated: z.number(),
      removed: z.number(),
      failed: z.array(z.object({ path: z.string(), message: z.string() })),
    })
    .nullable(),
});
export type AdminScanStatus = z.infer<typeof adminScanStatus>;
export const adminScanStatusResponse = ok(adminScanStatus);

export const adminSongItem = z.object({
  id: z.number(),
  path: z.string(),
  title: z.string(),
  artists: z.array(z.string()),
  album: z.string(),
  duration_ms: z.number(),
  play_count: z.number(),
  has_lyric: z.number(),
  added_at: z.string(),
});
export type AdminSongItem = z.infer<typeof adminSongItem>;
export const adminSongPageResponse = ok(paged(adminSongItem));
export const adminSongDetail = adminSongItem.extend({ lyric: z.string(), tlyric: z.string() });
export type AdminSongDetail = z.infer<typeof adminSongDetail>;
export const adminSongResponse = ok(adminSongDetail);
export const adminSongBody = z
  .object({
    title: text('title', 200),
    artists: z
      .array(text('artists 的每一项', 100), { error: 'artists 必须是字符串数组' })
      .min(1, '请至少填写一位歌手')
      .max(10, '最多 10 位歌手'),
    /** LRC text; '' removes the lyrics. */
    lyric: z.string().max(100_000, 'lyric 太长了'),
    tlyric: z.string().max(100_000, 'tlyric 太长了'),
  })
  .partial();
export type AdminSongBody = z.input<typeof adminSongBody>;
export const adminPlaylistItem = z.object({
  id: z.number(),
  name: z.string(),
  folder: z.string(),
  track_count: z.number(),
});
export type AdminPlaylistItem = z.infer<typeof adminPlaylistItem>;
export const adminPlaylistPageResponse = ok(paged(adminPlaylistItem));
export const adminSongUploaded = z.object({ path: z.string(), lyric: z.boolean() });
export type AdminSongUploaded = z.infer<typeof adminSongUploaded>;
export const adminSongUploadResponse = ok(adminSongUploaded);

// ---------------------------------------------------------------------------------------------
// Statistics

export const adminStats = z.object({
  totals: z.object({
    articles: z.number(),
    talks: z.number(),
    messages: z.number(),
    comments: z.number(),
    users: z.number(),
    linksPending: z.number(),
    /** Held for approval (待审核). */
    messagesHeld: z.number(),
    commentsHeld: z.number(),
    songs: z.number(),
    views: z.number(),
  }),
  /** The last 30 days in the site's time zone, oldest first, every day present. */
  daily: z.array(
    z.object({ day: z.string(), views: z.number(), comments: z.number(), messages: z.number() }),
  ),
});
export type AdminStats = z.infer<typeof adminStats>;
export const adminStatsResponse = ok(adminStats);
