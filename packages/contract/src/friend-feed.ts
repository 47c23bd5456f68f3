import { z } from 'zod';
import { dateTime, ok, paged } from './envelope';
import { communityPageBody } from './talk';
import { isHttpUrl } from './validation';
import { picture } from './picture';

/*
 * The friends' feed 朋友圈 (issue #19): posts the server read from the feeds of approved friend links,
 * and, in the console, each link's health. Every text here came from a stranger's site and is plain
 * text: render it as text, and its links with `rel="noopener nofollow ugc"`.
 */

/** One post of a friend's feed. */
export const friendPost = z.object({
  id: z.number(),
  link_id: z.number(),
  /** The friend link's name, avatar (null: a letter avatar) and address. */
  site_name: z.string(),
  site_avatar: picture.nullable(),
  site_url: z.string(),
  /** Plain text. */
  title: z.string(),
  /** The post on the friend's site (http or https). */
  url: z.string(),
  /** Plain text, at most about 140 characters, '' when the feed gives none. */
  summary: z.string(),
  /** When it was published (as the feed says, else when it was first read), in the site's time zone. */
  date: dateTime,
});
export type FriendPost = z.infer<typeof friendPost>;

/** `GET links/feed?current&size`: paging, as the other community lists. */
export const friendFeedQuery = communityPageBody;
export type FriendFeedQuery = z.input<typeof friendFeedQuery>;
/** `GET links/feed` → posts of approved links, newest first. */
export const friendFeedPageResponse = ok(paged(friendPost));

/** A friend link's health and feed, as the console shows it. */
export const adminLinkHealth = z.object({
  /** The friend link's id. */
  id: z.number(),
  site_name: z.string(),
  site_avatar: picture.nullable(),
  url: z.string(),
  /** The feed read (found on the site, or given by the owner), null when none is known. */
  feed_url: z.string().nullable(),
  /** True when the owner gave `feed_url` by hand. */
  feed_url_manual: z.boolean(),
  /** Whether the site answered its last check; null before the first. */
  reachable: z.boolean().nullable(),
  last_checked_at: dateTime.nullable(),
  /** Why the site did not answer at the last check (连接超时, 返回 404, 地址指向内网 …). */
  last_error: z.string().nullable(),
  /** What was wrong with the feed at the last check (不是有效的 RSS/Atom/JSON Feed …). */
  feed_error: z.string().nullable(),
  /** Failed checks in a row. */
  failures: z.number(),
  /** Failing 5 checks in a row, or for a week: flagged 已失效. */
  dead: z.boolean(),
  next_check_at: dateTime.nullable(),
  /** Posts kept from its feed. */
  post_count: z.number(),
});
export type AdminLinkHealth = z.infer<typeof adminLinkHealth>;

/** `GET admin/friend-feeds?current&size&dead`: `dead=1` for the dead links only. */
export const adminLinkHealthQuery = communityPageBody.extend({
  dead: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'dead 只能是 0 或 1' }))
    .optional(),
});
export type AdminLinkHealthQuery = z.input<typeof adminLinkHealthQuery>;
export const adminLinkHealthPageResponse = ok(paged(adminLinkHealth));
/** `POST admin/friend-feeds/:id/check` and `PUT admin/friend-feeds/:id` → the link's health after it. */
export const adminLinkHealthResponse = ok(adminLinkHealth);

/** `PUT admin/friend-feeds/:id`: the feed's address by hand, or '' / null to find it on the site again. */
export const adminFeedUrlBody = z.object({
  feed_url: z
    .string()
    .trim()
    .max(500, '订阅地址太长了')
    .refine((value) => value === '' || isHttpUrl(value), '订阅地址必须是 http:// 或 https:// 开头的链接')
    .nullable()
    .transform((value) => value || null),
});
export type AdminFeedUrlBody = z.input<typeof adminFeedUrlBody>;
