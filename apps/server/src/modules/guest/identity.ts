import { GUEST_NAME } from '@blog/contract';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { BadRequestError } from '../../lib/errors';
import type { Moderation } from '../moderation/moderation';
import { refuseOwnerNickname } from '../user/service';

/*
 * A guest's identity (issue #32): one 游客 name for the board, the comments and the chat room, proved
 * by a token only this server makes. Nothing is stored: the browser keeps both and sends them back.
 */

const GUEST_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 游客 followed by five random characters. */
export const newGuestName = (): string =>
  '游客' + Array.from({ length: 5 }, () => GUEST_ALPHABET[randomInt(GUEST_ALPHABET.length)]).join('');

/**
 * A guest's proof of its name. The `chat-guest:` in it is from when only the chat room gave names:
 * kept, so that the names browsers got there stay theirs on the board and under comments.
 */
export function guestToken(secret: string, name: string): string {
  return createHmac('sha256', secret).update(`chat-guest:${name}`).digest('base64url');
}

export function isGuestTokenOf(secret: string, name: string, token: string | undefined): boolean {
  if (!GUEST_NAME.test(name) || !token) return false;
  const expected = Buffer.from(guestToken(secret, name));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The identity a browser sent when it is this server's, else a new one. */
export function identityFor(secret: string, given: { guest_name?: string; guest_token?: string }) {
  const name =
    given.guest_name !== undefined && isGuestTokenOf(secret, given.guest_name, given.guest_token)
      ? given.guest_name
      : newGuestName();
  return { guest_name: name, guest_token: guestToken(secret, name) };
}

/** What a guest's write says of who wrote it: its identity, when it has one, and a chosen nickname. */
export interface GuestFields {
  guest_name?: string;
  guest_token?: string;
  guest_nickname?: string;
}

/**
 * What the page is told of its guest: the identity it sent when that is this server's (else a new
 * one), and whether the owner lets guests comment.
 */
export async function guestIdentity(
  ctx: AppContext,
  moderation: Pick<Moderation, 'settings'>,
  given: { guest_name?: string; guest_token?: string },
) {
  const { guest_comments } = await moderation.settings();
  return { ...identityFor(ctx.config.jwtSecret, given), comments: guest_comments };
}

/** A guest about to write: its identity and the name its words are shown under. */
export interface Guest {
  id: string;
  name: string;
}

/**
 * Who a guest's write comes from. With an identity, that identity (refused when it is not this
 * server's: the page asks for a new one) and the nickname the guest chose, or its 游客 name; without
 * one (the original front end), a new 游客 name for this write alone. A chosen nickname may not be the
 * owner's, nor another guest's 游客 name.
 */
export async function guestWriter(ctx: AppContext, fields: GuestFields): Promise<Guest> {
  if (fields.guest_name === undefined) {
    const id = newGuestName();
    return { id, name: id };
  }
  if (!isGuestTokenOf(ctx.config.jwtSecret, fields.guest_name, fields.guest_token)) {
    throw new BadRequestError('游客身份无效，请刷新页面后重试');
  }
  const id = fields.guest_name;
  const name = fields.guest_nickname ?? id;
  if (name !== id && GUEST_NAME.test(name)) throw new BadRequestError('这是另一位游客的名字，换一个吧');
  await refuseOwnerNickname(ctx, name, null);
  return { id, name };
}

/** Who asks to write a message or a comment: the user, else the guest its fields name; and from where. */
export interface Writer {
  user: AuthUser | null;
  guest: GuestFields;
  ip: string;
}

/** The author of a write: the user, or the guest its identity names (refused as guestWriter says). */
export const authorOf = async (ctx: AppContext, writer: Writer): Promise<AuthUser | Guest> =>
  writer.user ?? guestWriter(ctx, writer.guest);
