import type { DanmakuMessage, HotTag, MessageItem } from '@blog/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { withApiDates } from '../../lib/api-dates';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { formatDateTime, nowIso } from '../../lib/time';
import { escapeHtml } from '../../lib/html';
import { countByTarget, deleteForTargets } from '../comment/repository';
import { likedIds } from '../like/repository';
import { likerKey, type Liker } from '../like/service';
import { findNameAndAvatar } from '../user/repository';
import { notifyAdmins } from '../notify/service';
import { authorOf, type Writer } from '../guest/identity';
import type { MailDeps } from '../mail/service';
import type { Submission, Verdict } from '../moderation/moderation';
import { remotePicturesIn } from '../../lib/remote-picture';
import { fetchPictures } from '../remote-image/service';
import * as repository from './repository';
import { hasContent, messageText, sanitizeMessageHtml } from './sanitize';

/** The danmaku wall shows at most this many, newest first. */
const DANMAKU_LIMIT = 200;
const DANMAKU_TEXT_LENGTH = 100;
const HOT_TAGS = 10;
async function decorate(
  ctx: AppContext,
  rows: repository.MessageRow[],
  liker: Liker,
): Promise<MessageItem[]> {
  const ids = rows.map((row) => row.id);
  const [liked, comments] = await Promise.all([
    likedIds(ctx.db.kysely, 3, ids, likerKey(liker)),
    countByTarget(ctx.db.kysely, 3, ids),
  ]);
  return rows.map(({ ip: _ip, held_reason: _reason, ...row }) => ({
    ...withApiDates(row, ctx.config.timeZone),
    is_like: liked.has(row.id),
    comment_total: comments.get(row.id) ?? 0,
  }));
}

export async function listMessages(
  ctx: AppContext,
  query: { current: number; size: number; tag?: string; message?: string },
  liker: Liker,
  reader: repository.Reader,
) {
  const filter = { reader, tag: query.tag || undefined, keyword: query.message || undefined };
  const [rows, total] = await Promise.all([
    repository.listMessages(ctx.db.kysely, filter, (query.current - 1) * query.size, query.size),
    repository.countMessages(ctx.db.kysely, filter),
  ]);
  return { current: query.current, size: query.size, total, list: await decorate(ctx, rows, liker) };
}

/** Whether `reader` sees `row`: published, or held and theirs (a guest's by address), or they are the owner. */
const sees = (reader: repository.Reader, row: repository.MessageRow) =>
  row.status === 1 ||
  reader.owner ||
  (row.user_id !== null
    ? row.user_id === reader.userId
    : reader.userId === null && reader.ip !== null && row.ip === reader.ip);

export async function getMessage(
  ctx: AppContext,
  id: number,
  liker: Liker,
  reader: repository.Reader,
): Promise<MessageItem> {
  const row = await repository.findMessage(ctx.db.kysely, id);
  if (!row || !sees(reader, row)) throw new NotFoundError('留言不存在');
  const [item] = await decorate(ctx, [row], liker);
  return item!;
}

export async function danmaku(ctx: AppContext): Promise<{ list: DanmakuMessage[]; total: number }> {
  const [rows, total] = await Promise.all([
    repository.newestMessages(ctx.db.kysely, DANMAKU_LIMIT),
    repository.countMessages(ctx.db.kysely, {}),
  ]);
  const list = rows.map((row) => {
    const text = Array.from(messageText(row.message));
    return {
      ...row,
      message: text.slice(0, DANMAKU_TEXT_LENGTH).join('') + (text.length > DANMAKU_TEXT_LENGTH ? '…' : ''),
    };
  });
  return { list, total };
}

export const hotTags = (ctx: AppContext): Promise<HotTag[]> => repository.hotTags(ctx.db.kysely, HOT_TAGS);

export interface MessageInput extends repository.MessageStyle {
  message: string;
}

/** Empty strings mean "none"; undefined means "leave as it is" (on update). */
function style(input: MessageInput): repository.MessageStyle {
  const none = <T>(value: T | '' | undefined) => (value === '' ? null : value);
  return {
    color: none(input.color),
    font_size: input.font_size,
    font_weight: input.font_weight,
    bg_color: none(input.bg_color),
    bg_url: none(input.bg_url),
    tag: none(input.tag),
  };
}

async function cleanHtml(html: string): Promise<string> {
  const clean = await sanitizeMessageHtml(html);
  if (!hasContent(clean)) throw new BadRequestError('留言内容不能为空');
  return clean;
}

/**
 * What writing a message needs beyond the database, from the route that knows the request: moderation's
 * verdict (it reads the request's address and browser) and the mail, with where its links lead.
 */
export interface MessageWriteDeps extends MailDeps {
  screen: (submission: Submission) => Promise<Verdict>;
}

/**
 * A user or a guest posts a message: its HTML is cleaned, moderation publishes or holds it (a held
 * one is seen by its author and the owner only), the admin hears about it either way, and the mail
 * goes out (to the owner; the address given, if any, is kept for replies).
 */
export async function postMessage(
  ctx: AppContext,
  deps: MessageWriteDeps,
  writer: Writer,
  input: MessageInput,
  email?: string,
): Promise<MessageItem> {
  const { user, ip } = writer;
  const author = await authorOf(ctx, writer);
  const message = await cleanHtml(input.message);
  const nickName =
    'role' in author ? (await findNameAndAvatar(ctx.db.kysely, author.id)).nick_name : author.name;
  const verdict = await deps.screen({
    kind: 'message',
    userId: user?.id ?? null,
    owner: user?.role === 1,
    name: nickName,
    text: message,
  });
  const { id } = await repository.insertMessage(ctx.db.kysely, {
    ...style(input),
    message,
    user_id: user?.id ?? null,
    nick_name: nickName,
    ip,
    status: verdict.status,
    held_reason: verdict.reason,
    created_at: nowIso(),
  });
  // A background and pictures given by address come into the blog's uploads once the message is
  // published (a held one's wait for the owner's approval: modules/moderation).
  if (verdict.status === 1) {
    await fetchPictures(ctx, [input.bg_url, ...remotePicturesIn(message)], { retryFailed: user?.role === 1 });
  }
  const excerpt = escapeHtml(Array.from(messageText(message)).slice(0, 30).join(''));
  const what = verdict.status === 2 ? '发表了新留言（待审核）' : '发表了新留言';
  await notifyAdmins(ctx, user?.id ?? null, `${escapeHtml(nickName)} ${what}：${excerpt}`);
  const reader = { userId: user?.id ?? null, ip, owner: user?.role === 1 };
  const saved = await getMessage(ctx, id, { userId: user?.id ?? null, ip }, reader);
  await deps.mail.messagePosted(deps.origin, saved, email, { held: verdict.status === 2 });
  return saved;
}

const mayChange = (user: AuthUser, owner: number | null) =>
  user.role === 1 || (owner != null && owner === user.id);

/**
 * Its author (or the owner) changes a message: moderation may hold it, and a held one stays held
 * until approved.
 */
export async function editMessage(
  ctx: AppContext,
  deps: Pick<MessageWriteDeps, 'screen'>,
  writer: { user: AuthUser; ip: string },
  id: number,
  input: MessageInput,
): Promise<MessageItem> {
  const { user, ip } = writer;
  const existing = await repository.findMessage(ctx.db.kysely, id);
  if (!existing) throw new NotFoundError('留言不存在');
  if (!mayChange(user, existing.user_id)) throw new ForbiddenError('只能修改自己的留言');
  const message = await cleanHtml(input.message);
  const verdict = await deps.screen({
    kind: 'message',
    userId: user.id,
    owner: user.role === 1,
    name: existing.nick_name,
    text: message,
    edit: true,
  });
  const held = verdict.status === 2 || existing.status === 2;
  await repository.updateMessage(ctx.db.kysely, id, {
    ...style(input),
    message,
    status: held ? 2 : 1,
    held_reason: held ? (verdict.reason ?? existing.held_reason ?? null) : null,
    updated_at: nowIso(),
  });
  const background = input.bg_url === undefined ? existing.bg_url : input.bg_url;
  if (!held) {
    await fetchPictures(ctx, [background, ...remotePicturesIn(message)], { retryFailed: user.role === 1 });
  }
  return getMessage(ctx, id, { userId: user.id, ip }, { userId: user.id, ip, owner: user.role === 1 });
}

/** Deletes all of the given messages or none: each must exist and be the caller's (or the caller is the admin). */
export async function deleteMessages(ctx: AppContext, user: AuthUser, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const owners = await repository.ownersOf(ctx.db.kysely, unique);
  if (owners.length !== unique.length) throw new NotFoundError('留言不存在');
  if (owners.some((row) => !mayChange(user, row.user_id))) throw new ForbiddenError('只能删除自己的留言');
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteForTargets(trx, 3, unique);
    return repository.deleteMessages(trx, unique);
  });
}

/** The console's list: searched by keyword, each message with its comment count and no reader's likes. */
export async function listMessagesForConsole(
  ctx: AppContext,
  keyword: string | undefined,
  current: number,
  size: number,
) {
  const db = ctx.db.kysely;
  const filter = { keyword, reader: 'all' as const };
  const [rows, total] = await Promise.all([
    repository.listMessages(db, filter, (current - 1) * size, size),
    repository.countMessages(db, filter),
  ]);
  const comments = await countByTarget(
    db,
    3,
    rows.map((row) => row.id),
  );
  return {
    current,
    size,
    total,
    list: rows.map((row) => ({
      id: row.id,
      message: row.message,
      nick_name: row.nick_name,
      user_id: row.user_id,
      tag: row.tag,
      like_times: row.like_times,
      comment_total: comments.get(row.id) ?? 0,
      status: row.status,
      createdAt: formatDateTime(row.created_at, ctx.config.timeZone),
    })),
  };
}
