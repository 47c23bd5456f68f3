import {
  CHAT_GUEST_NAME,
  CHAT_PAGE_SIZE,
  CHAT_RECALL_WINDOW_MS,
  type ChatMessage,
  type ChatSelf,
} from '@blog/contract';
import type { AppContext } from '../../context';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { Tokens } from '../../lib/tokens';
import { userFromToken } from '../../plugins/auth';
import { guestToken, isGuestTokenOf, newGuestName } from '../guest/identity';
import { findNameAndAvatar } from '../user/repository';
import * as repository from './repository';

/** Who speaks on a socket, as the server knows it after `hello`. */
export interface Speaker {
  userId: number | null;
  nickName: string;
  isOwner: boolean;
}

/**
 * Who a `hello` says the client is: the user its token names, the guest whose name and token match,
 * or a new guest (游客 + five characters: the identity the board and the comments share). A refused token or a name this
 * server never gave is an error, not a silent new identity: the page says so.
 */
export async function identify(
  ctx: AppContext,
  tokens: Tokens,
  hello: { token?: string; guest_name?: string; guest_token?: string },
): Promise<{ speaker: Speaker; self: ChatSelf }> {
  if (hello.token) {
    const caller = await userFromToken(ctx, tokens, hello.token);
    if ('problem' in caller) throw new UnauthorizedError(caller.problem);
    const user = await findNameAndAvatar(ctx.db.kysely, caller.user.id);
    const isOwner = caller.user.role === 1;
    return {
      speaker: { userId: caller.user.id, nickName: user.nick_name, isOwner },
      self: {
        user_id: caller.user.id,
        nick_name: user.nick_name,
        avatar: user.avatar,
        is_owner: isOwner,
        guest_token: null,
      },
    };
  }
  let name = hello.guest_name;
  if (name !== undefined) {
    if (!CHAT_GUEST_NAME.test(name) || !isGuestTokenOf(ctx.config.jwtSecret, name, hello.guest_token))
      throw new UnauthorizedError('游客昵称无效');
  } else {
    name = newGuestName();
  }
  return {
    speaker: { userId: null, nickName: name, isOwner: false },
    self: {
      user_id: null,
      nick_name: name,
      avatar: null,
      is_owner: false,
      guest_token: guestToken(ctx.config.jwtSecret, name),
    },
  };
}

function toMessage(ctx: AppContext, row: repository.ChatLineRow): ChatMessage {
  return {
    id: row.id,
    text: row.recalled_at ? '' : row.text,
    user_id: row.user_id,
    nick_name: row.nick_name,
    avatar: row.avatar,
    is_owner: row.role === 1,
    recalled: row.recalled_at !== null,
    createdAt: formatDateTime(row.created_at, ctx.config.timeZone),
    sentAt: Date.parse(row.created_at),
  };
}

/** A page of lines before line `before` (the newest without it), oldest first, and whether more are older. */
export async function history(
  ctx: AppContext,
  before?: number,
): Promise<{ messages: ChatMessage[]; has_more: boolean }> {
  const rows = await repository.linesBefore(ctx.db.kysely, before, CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return { messages: page.map((row) => toMessage(ctx, row)), has_more: rows.length > CHAT_PAGE_SIZE };
}

/** Saves a line (already validated plain text) under the speaker's name. */
export async function send(
  ctx: AppContext,
  speaker: Speaker,
  text: string,
  now: number,
): Promise<ChatMessage> {
  const id = await repository.insertLine(ctx.db.kysely, {
    text,
    user_id: speaker.userId,
    nick_name: speaker.nickName,
    created_at: new Date(now).toISOString(),
  });
  return toMessage(ctx, (await repository.findLine(ctx.db.kysely, id))!);
}

const isAuthor = (speaker: Speaker, row: repository.ChatLineRow) =>
  speaker.userId !== null
    ? row.user_id === speaker.userId
    : row.user_id === null && row.nick_name === speaker.nickName;

/** Its author takes a line back within CHAT_RECALL_WINDOW_MS of sending it. */
export async function recall(
  ctx: AppContext,
  speaker: Speaker,
  id: number,
  now: number,
): Promise<{ id: number; nick_name: string }> {
  const row = await repository.findLine(ctx.db.kysely, id);
  if (!row || row.recalled_at) throw new NotFoundError('消息不存在');
  if (!isAuthor(speaker, row)) throw new ForbiddenError('只能撤回自己的消息');
  if (now - Date.parse(row.created_at) > CHAT_RECALL_WINDOW_MS)
    throw new ForbiddenError('发送超过 2 分钟的消息不能撤回');
  if (!(await repository.recallLine(ctx.db.kysely, id, new Date(now).toISOString())))
    throw new NotFoundError('消息不存在');
  return { id, nick_name: row.nick_name };
}

function requireOwner(speaker: Speaker): void {
  if (!speaker.isOwner) throw new ForbiddenError('只有博主可以管理聊天室');
}

export async function deleteLine(ctx: AppContext, speaker: Speaker, id: number): Promise<void> {
  requireOwner(speaker);
  if (!(await repository.deleteLine(ctx.db.kysely, id))) throw new NotFoundError('消息不存在');
}

export async function clear(ctx: AppContext, speaker: Speaker): Promise<void> {
  requireOwner(speaker);
  await repository.deleteAllLines(ctx.db.kysely);
}
