import { z } from 'zod';
import { ok, paged } from './envelope';
import { picture } from './picture';

/** An article as listed on the home page, by tag or by category: everything but the body. */
export const articleListItem = z.object({
  id: z.number(),
  article_title: z.string(),
  article_description: z.string().nullable(),
  article_cover: picture.nullable(),
  author_id: z.number(),
  category_id: z.number().nullable(),
  categoryName: z.string().nullable(),
  tagIdList: z.array(z.number()),
  tagNameList: z.array(z.string()),
  /** 1 pinned, 2 normal */
  is_top: z.number(),
  order: z.number(),
  /** 1 original, 2 repost, 3 translation */
  type: z.number(),
  origin_url: z.string().nullable(),
  view_times: z.number(),
  thumbs_up_times: z.number(),
  reading_duration: z.number(),
  /** The article asks for a password (🔒 加密文章): its body is shown only to who unlocks it. */
  is_protected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;
export const articlePage = paged(articleListItem);
export type ArticlePage = z.infer<typeof articlePage>;
export const articlePageResponse = ok(articlePage);

/** A heading of an article's table of contents: its anchor, its level (1 for `#`) and its words. */
export const articleTocEntry = z.object({
  id: z.string(),
  level: z.number().int().min(1).max(6),
  text: z.string(),
});
export type ArticleTocEntry = z.infer<typeof articleTocEntry>;

/** The whole article, as its page shows it. */
export const articleDetail = articleListItem.extend({
  /**
   * The body is withheld: the article is protected and this read was not unlocked. Its Markdown,
   * HTML and contents are then empty.
   */
  locked: z.boolean(),
  /** The owner's hint for the password of a protected article; null when none was given. */
  password_hint: z.string().nullable(),
  /** The Markdown as written. */
  article_content: z.string(),
  /** The body rendered on the server and sanitized: the HTML the article page shows as it is. */
  article_html: z.string(),
  /** The headings of `article_html` that can be linked to, in order. */
  article_toc: z.array(articleTocEntry),
  authorName: z.string(),
  /** 1 public, 2 private, 3 draft */
  status: z.number(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;
export const articleDetailResponse = ok(articleDetail);

export const pagePathParams = z.object({
  current: z.coerce.number().int().min(1, '页码必须是正整数'),
  size: z.coerce.number().int().min(1, '每页数量必须是正整数'),
});

/** The search words of `/article/getArticleListByContent/:query`, as the path carries them. */
export const searchPathParams = z.object({ query: z.string() });

export const articleFilterBody = z.object({
  id: z.coerce.number().int().positive('id 必须是正整数'),
  current: z.coerce.number().int().min(1, '页码必须是正整数').default(1),
  size: z.coerce.number().int().min(1, '每页数量必须是正整数').default(10),
});
export type ArticleFilterBody = z.input<typeof articleFilterBody>;

/** Listing by tag or category also names what it lists by, for the page heading. */
export const filteredArticlePageResponse = ok(articlePage.extend({ name: z.string() }));

export const timelineArticle = z.object({
  id: z.number(),
  article_title: z.string(),
  article_cover: picture.nullable(),
  is_protected: z.boolean(),
  createdAt: z.string(),
});
export type TimelineArticle = z.infer<typeof timelineArticle>;
export const timelineYear = z.object({ year: z.number(), articleList: z.array(timelineArticle) });
export type TimelineYear = z.infer<typeof timelineYear>;
export const timelinePageResponse = ok(paged(timelineYear));

/** Around an article: at either end of the timeline the empty side is the article itself (as the original). */
export const recommendation = z.object({
  previous: timelineArticle,
  next: timelineArticle,
  recommend: z.array(timelineArticle),
});
export type Recommendation = z.infer<typeof recommendation>;
export const recommendationResponse = ok(recommendation);

export const hotArticle = z.object({ id: z.number(), article_title: z.string(), view_times: z.number() });
export type HotArticle = z.infer<typeof hotArticle>;
export const hotArticlesResponse = ok(z.array(hotArticle));

/**
 * A search hit, as the original answers it: the plain title, and a plain-text snippet of the article
 * starting at the first match (its opening when only the title matched). Text, not HTML: the client
 * escapes it and marks the matches itself.
 */
export const articleSearchHit = z.object({
  id: z.number(),
  article_title: z.string(),
  article_content: z.string(),
});
export type ArticleSearchHit = z.infer<typeof articleSearchHit>;
export const articleSearchResponse = ok(z.array(articleSearchHit));

/** The longest password the owner may set, and so the longest a reader's try is read. */
export const ARTICLE_PASSWORD_MAX = 64;

/** A reader's try at a protected article's password. */
export const articleUnlockBody = z.object({
  id: z.coerce.number().int().positive('id 必须是正整数'),
  password: z
    .string({ error: '请输入密码' })
    .min(1, '请输入密码')
    .max(ARTICLE_PASSWORD_MAX, `密码不能超过 ${ARTICLE_PASSWORD_MAX} 个字符`),
});
export type ArticleUnlockBody = z.input<typeof articleUnlockBody>;

/**
 * The right password's answer: the article whole, and a grant that opens it again until
 * `expiresAt` (ISO) in this browser, sent as the `X-Article-Grant` header of `article.unlocked`.
 * Changing or removing the password voids every grant given before.
 */
export const articleUnlock = z.object({
  grant: z.string(),
  expiresAt: z.string(),
  article: articleDetail,
});
export type ArticleUnlock = z.infer<typeof articleUnlock>;
export const articleUnlockResponse = ok(articleUnlock);

export const readingDurationParams = z.object({
  id: z.coerce.number().int().positive('id 必须是正整数'),
  duration: z.coerce
    .number()
    .int('时长必须是整数毫秒')
    .min(0, '时长不能为负数')
    .max(6 * 60 * 60 * 1000, '单次阅读时长不能超过 6 小时'),
});
export const readingDurationResponse = ok(z.object({ reading_duration: z.number() }));
