import { z } from 'zod';
import { ok } from './envelope';

/*
 * Moderation (issue #18): what the owner holds for approval, when a visitor is asked for a captcha,
 * and which words, links and repeats are refused. Comments and messages carry `status`: 1 published,
 * 2 held (待审核), which only their author and the owner see.
 */

export const publishStatus = z.union([z.literal(1), z.literal(2)]);
export type PublishStatus = z.infer<typeof publishStatus>;

/** 0 publish at once, 1 hold guests' messages, 2 hold every comment and message but the owner's. */
export const moderationMode = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'mode 只能是 0、1 或 2',
});
export type ModerationMode = z.infer<typeof moderationMode>;

const WORD_LIST_MAX = 20_000;
const wordList = (field: string) =>
  z.string({ error: `${field} 必须是文本` }).max(WORD_LIST_MAX, `${field} 不能超过 ${WORD_LIST_MAX} 个字符`);

/** The owner's rules (`GET`/`PUT /api/admin/moderation/settings`). */
export const moderationSettings = z.object({
  mode: moderationMode,
  /** Actions per address per minute before a captcha is asked (0 every time); null never. */
  captcha_after: z
    .number()
    .int()
    .min(0, 'captcha_after 不能小于 0')
    .max(100, 'captcha_after 不能大于 100')
    .nullable(),
  /** Refused outright: one word or phrase a line, any case. */
  reject_words: wordList('reject_words'),
  /** Held for approval: one word or phrase a line, any case. */
  hold_words: wordList('hold_words'),
  /** The most links in one comment or message; null no limit. */
  max_links: z.number().int().min(0, 'max_links 不能小于 0').max(50, 'max_links 不能大于 50').nullable(),
  /** The same text from the same person (or address) within this many minutes is refused; 0 never. */
  duplicate_minutes: z
    .number()
    .int()
    .min(0, 'duplicate_minutes 不能小于 0')
    .max(7 * 24 * 60, 'duplicate_minutes 不能超过一周'),
  /** Akismet's API key: comments and messages it calls spam are held; null turns it off. */
  akismet_key: z.string().nullable(),
  /** Guests may comment under articles and talks (nickname, optional e-mail); off, they are asked to log in. */
  guest_comments: z.boolean(),
});
export type ModerationSettings = z.infer<typeof moderationSettings>;
export const moderationSettingsResponse = ok(moderationSettings);
/** What the owner saves: the same, an empty key meaning none; `guest_comments` left out stays as it is. */
export const moderationSettingsBody = moderationSettings.extend({
  guest_comments: z.boolean({ error: 'guest_comments 必须是 true 或 false' }).optional(),
  akismet_key: z
    .string()
    .trim()
    .max(100, 'akismet_key 太长了')
    .nullable()
    .transform((value) => value || null),
});
export type ModerationSettingsBody = z.input<typeof moderationSettingsBody>;

/** One held comment or message in the owner's queue. */
export const heldItem = z.object({
  kind: z.enum(['message', 'comment']),
  id: z.number(),
  /** The author's name (a guest's 游客 name); the user id when a user wrote it. */
  nick_name: z.string(),
  user_id: z.number().nullable(),
  /** The address it came from (the owner's eyes only), null when not kept. */
  ip: z.string().nullable(),
  /** Plain text. */
  content: z.string(),
  /** For a comment: what it is on (1 article, 2 talk, 3 message) and its id; null for a message. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  for_id: z.number().nullable(),
  /** For a reply: the comment it answers in (its thread's first comment). */
  parent_id: z.number().nullable(),
  /** Why it is held. */
  reason: z.string(),
  createdAt: z.string(),
});
export type HeldItem = z.infer<typeof heldItem>;
export const heldQueueResponse = ok(z.object({ list: z.array(heldItem), total: z.number() }));

export const heldItemRef = z.object({
  kind: z.enum(['message', 'comment'], { error: "kind 只能是 'message' 或 'comment'" }),
  id: z.number().int().positive('id 必须是正整数'),
});
export const heldItemsBody = z.object({
  items: z
    .array(heldItemRef, { error: 'items 必须是数组' })
    .min(1, '请至少选择一项')
    .max(100, '一次最多 100 项'),
});
export type HeldItemsBody = z.input<typeof heldItemsBody>;
export const heldDoneResponse = ok(z.object({ done: z.number() }));

/** Bans the author of a held item: a guest by address, a user by disabling the account. */
export const banBody = heldItemRef.extend({
  reason: z.string().trim().max(200, 'reason 不能超过 200 个字符').default(''),
});
export type BanBody = z.input<typeof banBody>;
export const banResponse = ok(z.object({ banned: z.enum(['ip', 'user']), value: z.string() }));

export const bannedIp = z.object({
  id: z.number(),
  ip: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type BannedIp = z.infer<typeof bannedIp>;
export const bannedIpListResponse = ok(z.array(bannedIp));

/**
 * A proof-of-work challenge (ALTCHA): the browser finds the counter whose derived key starts with
 * `keyPrefix`, then sends `{ challenge, solution }` as base64 JSON in the `X-Captcha` header of
 * the write it was asked for (HTTP 428).
 */
export const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
export const captchaChallengeResponse = ok(captchaChallenge);
