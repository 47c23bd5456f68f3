import { z } from 'zod';
import { optionalEmail } from './mail';
import { ok, paged } from './envelope';
import { communityPageBody } from './talk';
import { isHttpUrl, isLocalUpload, LINK_DESC_MAX_LENGTH, LINK_NAME_MAX_LENGTH } from './validation';
import { picture } from './picture';

/** A friend link. Text fields are plain text: render them escaped, links with `rel="ugc noopener noreferrer nofollow"`. */
export const link = z.object({
  id: z.number(),
  /** The site's name. */
  site_name: z.string(),
  /** A one-line description, null when none. */
  site_desc: z.string().nullable(),
  /** The site's avatar (`/media/...`; one given by address is the blog's copy, see picture.ts), null when none: show a letter avatar. */
  site_avatar: picture.nullable(),
  /** The site's address (http or https). */
  url: z.string(),
  /** 1 pending review, 2 approved. The public list only has 2. */
  status: z.number(),
  /** Who applied (null for links the admin added). */
  user_id: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Link = z.infer<typeof link>;

/** `POST links/getLinksList` body. */
export const linkListBody = communityPageBody;
export type LinkListBody = z.input<typeof linkListBody>;
/** `POST links/getLinksList` → approved links, oldest first (the order friends joined). */
export const linkPageResponse = ok(paged(link));

const siteName = z
  .string({ error: '网站名称不能为空' })
  .trim()
  .min(1, '网站名称不能为空')
  .max(LINK_NAME_MAX_LENGTH, `网站名称不能超过 ${LINK_NAME_MAX_LENGTH} 个字符`);
const siteDesc = z
  .string()
  .trim()
  .max(LINK_DESC_MAX_LENGTH, `网站描述不能超过 ${LINK_DESC_MAX_LENGTH} 个字符`)
  .nullable()
  .optional();
const siteUrl = z
  .string({ error: '网站地址不能为空' })
  .trim()
  .min(1, '网站地址不能为空')
  .max(500, '网站地址太长了')
  .refine(isHttpUrl, '网站地址必须是 http:// 或 https:// 开头的链接');
const siteAvatar = z
  .string()
  .trim()
  .max(500, '网站头像地址太长了')
  .refine(
    (value) => value === '' || isHttpUrl(value) || isLocalUpload(value),
    '网站头像必须是 http(s) 图片链接或本站上传的图片',
  )
  .nullable()
  .optional();

/** `POST links/add` body (login required; the link waits for review). */
export const linkAddBody = z.object({
  /** 1–30 characters. */
  site_name: siteName,
  /** Optional, up to 100 characters. */
  site_desc: siteDesc,
  /** Optional http(s) URL or an uploaded image; '' means none. */
  site_avatar: siteAvatar,
  /** Required http(s) URL. */
  url: siteUrl,
  // Accepted for compatibility; the applicant comes from the token.
  user_id: z.unknown().optional(),
  /** Optional: where the outcome of the review is mailed once the address is verified. Never returned. */
  email: optionalEmail,
});
export type LinkAddBody = z.input<typeof linkAddBody>;

/** `POST links/frontUpdate` body: the owner (or the admin) edits a link; a user's edit goes back to review. */
export const linkUpdateBody = linkAddBody.omit({ email: true }).extend({
  /** The link to edit. */
  id: z.coerce.number().int().positive('id 必须是正整数'),
});
export type LinkUpdateBody = z.input<typeof linkUpdateBody>;

/** `POST links/add` and `links/frontUpdate` → the saved link (status 1 pending unless the admin saved it). */
export const linkResponse = ok(link);
