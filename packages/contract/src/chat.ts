import { z } from 'zod';
import { MAX_ID } from './envelope';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-socket';
import { GUEST_NAME } from './guest';
import { hasVisibleText } from './validation';
import { picture } from './picture';

/*
 * The chat room's protocol (/message/chat): JSON frames over one WebSocket at `GET /api/chat`.
 * The client's first frame is `hello`; the server answers `welcome` with who the client is, the newest
 * lines and how many are online, then pushes what happens in the room to every client in it.
 */

/** A guest's name in the room: its 游客 identity (`guest.ts`), the same on the board and under comments. */
export const CHAT_GUEST_NAME = GUEST_NAME;

/** One line of the room. */
export const chatMessage = z.object({
  id: z.number(),
  /** Plain text (never HTML); '' once recalled. */
  text: z.string(),
  /** The author's user id; null for a guest. */
  user_id: z.number().nullable(),
  /** A user's current nickname, or the guest's 游客xxxxx. */
  nick_name: z.string(),
  /** The author's avatar; null for guests and users without one. */
  avatar: picture.nullable(),
  /** The author is the blog's owner (role 1). */
  is_owner: z.boolean(),
  /** Recalled by its author: the room shows "xx 撤回了一条消息" in its place. */
  recalled: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` in the site's time zone. */
  createdAt: z.string(),
  /** When it was sent, in milliseconds since 1970 (the recall window counts from it). */
  sentAt: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Who the client is in the room. */
export const chatSelf = z.object({
  /** null for a guest. */
  user_id: z.number().nullable(),
  nick_name: z.string(),
  avatar: picture.nullable(),
  /** The blog's owner: may delete any line and clear the room. */
  is_owner: z.boolean(),
  /**
   * A guest's proof of its name, to keep in the browser and send in the next `hello` so the guest
   * stays the same 游客xxxxx (and may recall its lines) after a reload; null for users.
   */
  guest_token: z.string().nullable(),
});
export type ChatSelf = z.infer<typeof chatSelf>;

const lineId = z.number().int().positive('id 必须是正整数').max(MAX_ID, 'id 超出范围');
/** A string the client picks to match an `error` to the request that caused it. */
const ref = z.string().max(40).optional();

/** What a client sends. */
export const chatClientFrame = z.discriminatedUnion('type', [
  /** First frame: a user's login token, or a guest's name with its token (both absent: a new guest). */
  z.object({
    type: z.literal('hello'),
    token: z.string().max(2000).optional(),
    guest_name: z.string().max(20).optional(),
    guest_token: z.string().max(200).optional(),
  }),
  z.object({
    type: z.literal('send'),
    text: z
      .string({ error: '消息不能为空' })
      .trim()
      .refine(hasVisibleText, '消息不能为空')
      .refine(
        (text) => Array.from(text).length <= CHAT_MESSAGE_MAX_LENGTH,
        `消息不能超过 ${CHAT_MESSAGE_MAX_LENGTH} 个字`,
      ),
    ref,
  }),
  /** Older lines: the page before line `before`. */
  z.object({ type: z.literal('history'), before: lineId }),
  /** The author takes back a line within two minutes of sending it. */
  z.object({ type: z.literal('recall'), id: lineId, ref }),
  /** The owner deletes a line. */
  z.object({ type: z.literal('delete'), id: lineId, ref }),
  /** The owner empties the room. */
  z.object({ type: z.literal('clear'), ref }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrame>;

/** What the server sends. */
export const chatServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    self: chatSelf,
    /** The newest lines, oldest first. */
    messages: z.array(chatMessage),
    /** Whether older lines exist. */
    has_more: z.boolean(),
    online: z.number(),
  }),
  /** A page of older lines (oldest first), the answer to `history`. */
  z.object({
    type: z.literal('history'),
    before: z.number(),
    messages: z.array(chatMessage),
    has_more: z.boolean(),
  }),
  /** A new line, to everyone (its author included). */
  z.object({ type: z.literal('message'), message: chatMessage, ref }),
  /** A line was recalled by its author. */
  z.object({ type: z.literal('recalled'), id: z.number(), nick_name: z.string() }),
  /** The owner deleted a line. */
  z.object({ type: z.literal('deleted'), id: z.number() }),
  /** The owner emptied the room. */
  z.object({ type: z.literal('cleared') }),
  /** How many are in the room (every server process's sockets). */
  z.object({ type: z.literal('online'), online: z.number() }),
  /**
   * A request refused, to its sender only: `code` as the API's (400 bad input, 401 hello refused,
   * 403 not allowed, 404 no such line, 429 too many lines), `message` to show.
   */
  z.object({ type: z.literal('error'), code: z.number(), message: z.string(), ref }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;
