import { z } from 'zod';
import { ok } from './envelope';
import { cleanNickname, hasVisibleText } from './validation';

/*
 * A guest (a visitor without an account) is one 游客 identity wherever it writes: the board, the
 * comments under articles and talks, the chat room. The server gives the identity — 游客 and five
 * letters or digits — with a token only it can make; the browser keeps both and sends them with each
 * write, so a guest keeps its name across visits. Under comments a guest may show another nickname;
 * the identity stays what tells guests apart.
 */

/** A guest identity's name: 游客 and five letters or digits, never chosen freely. */
export const GUEST_NAME = /^游客[a-zA-Z0-9]{5}$/;

export const GUEST_NICKNAME_MAX_LENGTH = 20;

/**
 * A guest's nickname: 1–20 visible characters, cleaned as users' nicknames are (no control, direction
 * or zero-width characters); filler-only text is no name.
 */
export const guestNickname = z
  .string({ error: '昵称必须是文本' })
  .transform(cleanNickname)
  .refine(hasVisibleText, '昵称不能为空')
  .refine(
    (value) => Array.from(value).length <= GUEST_NICKNAME_MAX_LENGTH,
    `昵称不能超过 ${GUEST_NICKNAME_MAX_LENGTH} 个字`,
  );

/** What a guest's write carries besides its text (ignored when the caller is logged in). */
export const guestWriteFields = {
  /** The identity the server gave this browser (`guest.identity`). */
  guest_name: z.string().max(20).optional(),
  guest_token: z.string().max(100).optional(),
  /** The name to show, when the guest chose one other than its 游客 name. */
  guest_nickname: guestNickname.optional(),
};

/** `POST guest/identity` body: the identity the browser keeps, if any. */
export const guestIdentityBody = z.object({
  guest_name: z.string().max(20).optional(),
  guest_token: z.string().max(100).optional(),
});
export type GuestIdentityBody = z.input<typeof guestIdentityBody>;

/** A guest identity and what guests may do on this blog now. */
export const guestIdentity = z.object({
  /** The identity sent, when it is this server's, else a new one. */
  guest_name: z.string(),
  guest_token: z.string(),
  /** The owner lets guests comment under articles and talks (审核设置); else they are asked to log in. */
  comments: z.boolean(),
});
export type GuestIdentity = z.infer<typeof guestIdentity>;
export const guestIdentityResponse = ok(guestIdentity);
