import { z } from 'zod';
import { ok, paged } from './envelope';
import { picture } from './picture';

/**
 * Paging for the community lists (talks, links, messages, comments): `current` from 1, `size` 1–100.
 * Pages past the end come back with an empty `list` and the real `total`.
 */
export const communityPageBody = z.object({
  /** Page number, from 1. */
  current: z.coerce.number().int('页码必须是正整数').min(1, '页码必须是正整数').default(1),
  /** Items per page, at most 100. */
  size: z.coerce
    .number()
    .int('每页数量必须是正整数')
    .min(1, '每页数量必须是正整数')
    .max(100, '每页最多 100 条')
    .default(10),
});
export type CommunityPageBody = z.input<typeof communityPageBody>;

/** `POST talk/blogGetTalkList` body. */
export const talkListBody = communityPageBody;
export type TalkListBody = z.input<typeof talkListBody>;

/** A 说说 (short post) as the talk page shows it. */
export const talkItem = z.object({
  id: z.number(),
  /** The author's user id (the blog owner). */
  user_id: z.number(),
  /** Plain text, shown verbatim (escape when rendering); line breaks are meaningful. */
  content: z.string(),
  /** 1 public, 2 private, 3 recycled — the public list only returns 1. */
  status: z.number(),
  /** 1 pinned, 2 normal. Pinned talks come first. */
  is_top: z.number(),
  /** How many likes it has (like API, type 2). */
  like_times: z.number(),
  /** Photo URLs in display order (0–9 items, site-local `/media/...` paths; see picture.ts). */
  talkImgList: z.array(picture),
  /** The author's nickname. */
  nick_name: z.string(),
  /** The author's avatar URL, null when none. */
  avatar: picture.nullable(),
  /** Whether the caller (user from the token, or the guest's IP) has liked it. */
  is_like: z.boolean(),
  /** Number of comments (parents and replies) on this talk (comment type 2). */
  comment_total: z.number(),
  /** `YYYY-MM-DD HH:mm:ss`, site time zone. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TalkItem = z.infer<typeof talkItem>;
export const talkPage = paged(talkItem);
export type TalkPage = z.infer<typeof talkPage>;
/** `POST talk/blogGetTalkList` → public talks, pinned first, then newest. */
export const talkPageResponse = ok(talkPage);
/** `GET talk/getTalkById/:id` → one public talk (404 when unknown or not public), for `/talk?id=`. */
export const talkDetailResponse = ok(talkItem);
