import { z } from 'zod';
import { publishStatus } from './moderation';
import { guestWriteFields } from './guest';
import { optionalEmail } from './mail';
import { ok, paged } from './envelope';
import { communityPageBody } from './talk';
import {
  hasVisibleText,
  isCssBackground,
  isCssColor,
  isHttpUrl,
  isLocalUpload,
  visibleLength,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TAG_MAX_LENGTH,
} from './validation';
import { picture, pictureHtml } from './picture';

/** A message-board entry (留言). */
export const messageItem = z.object({
  id: z.number(),
  /**
   * The message as HTML that already passed the server's allow-list sanitizer (text formatting,
   * links, images, emoji). Still run it through DOMPurify before inserting it into the page.
   */
  message: pictureHtml,
  /** Text colour (CSS colour), null for the default. */
  color: z.string().nullable(),
  /** Font size in px, 12–36, null for the default. */
  font_size: z.number().nullable(),
  /** Font weight 400–900, null for the default. */
  font_weight: z.number().nullable(),
  /** Card background: a CSS colour or `linear-gradient(...)`, null for the default. */
  bg_color: z.string().nullable(),
  /** Card background picture (`/media/...`: one given by address is the blog's copy, see picture.ts), null for none. */
  bg_url: picture.nullable(),
  /** The author's user id; null for a guest. */
  user_id: z.number().nullable(),
  /** The author's nickname (plain text): a user's nick_name, or 游客xxxxx for a guest. */
  nick_name: z.string(),
  /** The author's avatar; null for guests and users without one. */
  avatar: picture.nullable(),
  /** A short tag (plain text), null when none. */
  tag: z.string().nullable(),
  /** Like count (like API, type 3). */
  like_times: z.number(),
  /** Whether the caller (user from the token, or the guest's IP) has liked it. */
  is_like: z.boolean(),
  /** Number of comments on it (comment type 3). */
  comment_total: z.number(),
  /** 1 published, 2 held for the owner's approval (待审核): only its author and the owner see it. */
  status: publishStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** `POST message/getMessageList` body. */
export const messageListBody = communityPageBody.extend({
  /** Only messages with this exact tag. */
  tag: z.string().trim().max(MESSAGE_TAG_MAX_LENGTH, '标签太长了').optional(),
  /** Keyword: only messages whose text contains it. */
  message: z.string().trim().max(50, '搜索内容太长了').optional(),
});
export type MessageListBody = z.input<typeof messageListBody>;
/** `POST message/getMessageList` → newest first. */
export const messagePageResponse = ok(paged(messageItem));

/** `GET message/getMessageById/:id` → one message (for `/message/detail?id=`), 404 when unknown. */
export const messageDetailResponse = ok(messageItem);

/** A danmaku bullet: the newest 200 messages, small fields only. */
export const danmakuMessage = z.object({
  id: z.number(),
  /** The message as plain text (tags removed, at most 100 characters). */
  message: z.string(),
  /** The author's nickname. */
  nick_name: z.string(),
  /** The author's avatar, null for guests. */
  avatar: picture.nullable(),
  /** Text colour, null for the default. */
  color: z.string().nullable(),
});
export type DanmakuMessage = z.infer<typeof danmakuMessage>;
/**
 * `GET message/getAllMessage` → up to 200 newest, newest first, and how many messages there are in
 * all (the original's `{ list, total }`).
 */
export const danmakuResponse = ok(z.object({ list: z.array(danmakuMessage), total: z.number() }));

/** A tag and how many messages use it. */
export const hotTag = z.object({ tag: z.string(), count: z.number() });
export type HotTag = z.infer<typeof hotTag>;
/** `GET message/getHotTagList` → the 10 most used tags, most used first. */
export const hotTagsResponse = ok(z.array(hotTag));

const nullableStyle = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** `POST message/add` body. Guests may post; the author comes from the token, never from the body. */
export const messageAddBody = z.object({
  /** HTML (or plain text); 1–555 visible characters. Sanitized on save. */
  message: z
    .string({ error: '留言内容不能为空' })
    .max(5000, '留言内容太长了')
    .refine(
      (value) => hasVisibleText(value.replace(/<[^>]*>|&nbsp;|&#8203;/g, '')) || /<img\s/i.test(value),
      '留言内容不能为空',
    )
    .refine(
      (value) => visibleLength(value) <= MESSAGE_MAX_LENGTH,
      `留言内容不能超过 ${MESSAGE_MAX_LENGTH} 个字`,
    ),
  /** Text colour: `#rrggbb`, `rgb(...)`, a keyword …; '' or null for the default. */
  color: nullableStyle(
    z
      .string()
      .max(50)
      .refine((value) => value === '' || isCssColor(value), '文字颜色格式不正确'),
  ),
  /** Font size in px, 12–36. */
  font_size: nullableStyle(
    z.coerce
      .number()
      .int('字体大小必须是整数')
      .min(12, '字体大小应在 12-36 之间')
      .max(36, '字体大小应在 12-36 之间'),
  ),
  /** Font weight, 400–900. */
  font_weight: nullableStyle(
    z.coerce
      .number()
      .int('字体粗细必须是整数')
      .min(400, '字体粗细应在 400-900 之间')
      .max(900, '字体粗细应在 400-900 之间'),
  ),
  /** Card background colour or `linear-gradient(...)`; '' or null for none. */
  bg_color: nullableStyle(
    z
      .string()
      .max(200)
      .refine((value) => value === '' || isCssBackground(value), '背景颜色格式不正确'),
  ),
  /** Card background image: an uploaded image (`/media/uploads/...`) or an http(s) URL; '' for none. */
  bg_url: nullableStyle(
    z
      .string()
      .trim()
      .max(500, '背景图片地址太长了')
      .refine(
        (value) => value === '' || isLocalUpload(value) || isHttpUrl(value),
        '背景图片必须是本站上传的图片或 http(s) 链接',
      ),
  ),
  /** Optional tag, up to 10 characters, plain text; '' or null for none. */
  tag: nullableStyle(
    z.string().trim().max(MESSAGE_TAG_MAX_LENGTH, `标签不能超过 ${MESSAGE_TAG_MAX_LENGTH} 个字符`),
  ),
  // Accepted for compatibility; the author comes from the token, a guest's name from its identity.
  user_id: z.unknown().optional(),
  nick_name: z.unknown().optional(),
  /** Optional: where replies are mailed once the address is verified. Never shown or returned. */
  email: optionalEmail,
  /**
   * A guest's identity (`guest.identity`) and chosen nickname: the same name as under comments and in
   * the chat. Without them a guest gets a new 游客 name, as the original front end's guests do.
   */
  ...guestWriteFields,
});
export type MessageAddBody = z.input<typeof messageAddBody>;

/** `POST message/update` body: the author (or the admin) edits a message. Omitted style fields keep their value. */
export const messageUpdateBody = messageAddBody
  .omit({ email: true, guest_name: true, guest_token: true, guest_nickname: true })
  .extend({
    /** The message to edit. */
    id: z.coerce.number().int().positive('id 必须是正整数'),
  });
export type MessageUpdateBody = z.input<typeof messageUpdateBody>;

/** `POST message/add` and `message/update` → the saved message. */
export const messageResponse = ok(messageItem);

/** `PUT message/delete` body: ids to delete; every one must be the caller's own (or the caller is the admin). */
export const messageDeleteBody = z.object({
  idList: z
    .array(z.coerce.number().int().positive('id 必须是正整数'), { error: 'idList 必须是 id 数组' })
    .min(1, '请选择要删除的留言')
    .max(100, '一次最多删除 100 条'),
});
export type MessageDeleteBody = z.input<typeof messageDeleteBody>;
/** `PUT message/delete` → how many were deleted. */
export const messageDeleteResponse = ok(z.object({ deleted: z.number() }));
