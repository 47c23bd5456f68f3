import { z } from 'zod';
import { publishStatus } from './moderation';
import { optionalEmail } from './mail';
import { ok, paged } from './envelope';
import { communityPageBody } from './talk';
import { guestWriteFields } from './guest';
import { COMMENT_MAX_LENGTH, hasVisibleText } from './validation';
import { picture } from './picture';

/** What a comment is on: 1 article, 2 talk, 3 message. */
export const COMMENT_TYPES = { article: 1, talk: 2, message: 3 } as const;

const commentType = z.coerce
  .number({ error: 'type 只能是 1（文章）、2（说说）或 3（留言）' })
  .int()
  .refine((type) => type >= 1 && type <= 3, 'type 只能是 1（文章）、2（说说）或 3（留言）');
const positiveId = (field: string) =>
  z.coerce
    .number({ error: `${field} 必须是正整数` })
    .int(`${field} 必须是正整数`)
    .positive(`${field} 必须是正整数`);

/** A comment or a reply. Text is plain: render it escaped. */
export const commentItem = z.object({
  id: z.number(),
  /** The top-level comment this reply belongs to; null for a top-level comment. */
  parent_id: z.number().nullable(),
  /** 1 article, 2 talk, 3 message. */
  type: z.number(),
  /** The article / talk / message id. */
  for_id: z.number(),
  /** The author's user id; 0 for a guest (`guest`). */
  from_id: z.number(),
  /** The author's nickname (plain text: escape it), a guest's as the guest wrote it. */
  from_name: z.string(),
  /** The author's avatar, null when none (always for guests: show a letter). */
  from_avatar: picture.nullable(),
  /** The author is a guest, without an account (shown with a 游客 mark). */
  guest: z.boolean(),
  /**
   * For a reply: the user replied to (null on top-level comments, when that account is gone, or when
   * the reply answers a guest).
   */
  to_id: z.number().nullable(),
  /** For a reply: the replied-to user's or guest's nickname (plain text), shown as 回复 @to_name. */
  to_name: z.string().nullable(),
  /** The text, plain, verbatim. */
  content: z.string(),
  /** Like count (like API, type 4). */
  thumbs_up: z.number(),
  /** Whether the caller (user, or guest IP) has liked it. */
  is_like: z.boolean(),
  /** Where it was written from (offline IP lookup), e.g. 广东 or 本机地址 / 未知; never the address itself. */
  ipAddress: z.string(),
  /** Number of replies (top-level comments; 0 for replies). */
  child_count: z.number(),
  /** 1 published, 2 held for the owner's approval (待审核): only its author and the owner see it. */
  status: publishStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommentItem = z.infer<typeof commentItem>;

/** A top-level comment with its first replies (oldest first, up to 3); load the rest with frontGetChildrenComment. */
export const parentComment = commentItem.extend({ childComments: z.array(commentItem) });
export type ParentComment = z.infer<typeof parentComment>;

/** `POST comment/frontGetParentComment` body. */
export const parentCommentBody = communityPageBody.extend({
  /** 1 article, 2 talk, 3 message. */
  type: commentType,
  /** The article / talk / message id. */
  for_id: positiveId('for_id'),
  /** 'new' newest first (default), 'hot' most liked first. */
  order: z.enum(['new', 'hot'], { error: "order 只能是 'new' 或 'hot'" }).default('new'),
});
export type ParentCommentBody = z.input<typeof parentCommentBody>;
/** `POST comment/frontGetParentComment` → top-level comments; `total` counts top-level comments only. */
export const parentCommentPageResponse = ok(paged(parentComment));

/** `POST comment/frontGetChildrenComment` body: the replies of one comment, oldest first. */
export const childCommentBody = communityPageBody.extend({
  /** The top-level comment. */
  parent_id: positiveId('parent_id'),
  // Accepted for compatibility; the thread is found from parent_id.
  type: z.unknown().optional(),
  for_id: z.unknown().optional(),
});
export type ChildCommentBody = z.input<typeof childCommentBody>;
/** `POST comment/frontGetChildrenComment` → replies, oldest first (404 for an unknown parent). */
export const childCommentPageResponse = ok(paged(commentItem));

/** `POST comment/getCommentTotal` body. */
export const commentTotalBody = z.object({ type: commentType, for_id: positiveId('for_id') });
export type CommentTotalBody = z.input<typeof commentTotalBody>;
/** `POST comment/getCommentTotal` → all comments and replies on the thing. */
export const commentTotalResponse = ok(z.number());

const content = z
  .string({ error: '评论内容不能为空' })
  .trim()
  .refine(hasVisibleText, '评论内容不能为空')
  .max(COMMENT_MAX_LENGTH, `评论内容不能超过 ${COMMENT_MAX_LENGTH} 个字`);

/**
 * `POST comment/add` body: a user's comment, or a guest's while the owner allows guest comments
 * (the `guest_*` fields; guests get 401 请先登录 when not).
 */
export const commentAddBody = z.object({
  /** 1 article, 2 talk, 3 message. */
  type: commentType,
  /** The article / talk / message id (404 when unknown). */
  for_id: positiveId('for_id'),
  /** 1–1000 characters of plain text. */
  content,
  // Accepted for compatibility; the author comes from the token.
  from_id: z.unknown().optional(),
  from_name: z.unknown().optional(),
  /** Optional: where replies are mailed once the address is verified. Never shown or returned. */
  email: optionalEmail,
  ...guestWriteFields,
});
export type CommentAddBody = z.input<typeof commentAddBody>;

/**
 * `POST comment/apply` body: a reply, by a user or (as on `comment/add`) a guest. `parent_id` is the thread; `reply_id` the
 * comment being answered (the parent itself when omitted). The thread's type/for_id and the
 * replied-to user come from the database, never from the body.
 */
export const commentApplyBody = z.object({
  /** The top-level comment of the thread (a reply's id is accepted and resolved to its thread). */
  parent_id: positiveId('parent_id'),
  /** The comment being answered, within the thread; defaults to parent_id. */
  reply_id: positiveId('reply_id').optional(),
  /** 1–1000 characters of plain text. */
  content,
  // Accepted for compatibility; derived from the database.
  type: z.unknown().optional(),
  for_id: z.unknown().optional(),
  from_id: z.unknown().optional(),
  from_name: z.unknown().optional(),
  to_id: z.unknown().optional(),
  to_name: z.unknown().optional(),
  /** Optional: where replies to this reply are mailed once the address is verified. */
  email: optionalEmail,
  ...guestWriteFields,
});
export type CommentApplyBody = z.input<typeof commentApplyBody>;

/** `POST comment/add` and `comment/apply` → the saved comment. */
export const commentResponse = ok(commentItem);

/** `DELETE comment/delete/:id/:parent_id` params; `parent_id` 0 (or anything) for top-level — the database decides. */
export const commentDeleteParams = z.object({
  id: positiveId('id'),
  parent_id: z.coerce.number().int('parent_id 必须是整数').min(0, 'parent_id 必须是整数'),
});
/** → how many comments were removed (the comment and, for a top-level one, its replies). */
export const commentDeleteResponse = ok(z.object({ deleted: z.number() }));
