import type { CommentItem, ParentComment } from '@blog/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { withApiDates } from '../../lib/api-dates';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { ipRegion } from '../../lib/ip-region';
import { formatDateTime, nowIso } from '../../lib/time';
import { escapeHtml } from '../../lib/html';
import { likedIds } from '../like/repository';
import { likerKey, type Liker } from '../like/service';
import { notify, notifyAdmins } from '../notify/service';
import type { UnlockingReader } from '../article/service';
import { grantOpens } from '../article/unlock';
import { authorOf, type Guest, type Writer } from '../guest/identity';
import type { MailDeps } from '../mail/service';
import type { Submission, Verdict } from '../moderation/moderation';
import * as repository from './repository';

const NAMES: Record<repository.CommentType, string> = { 1: '文章', 2: '说说', 3: '留言' };
/** Replies shown under each top-level comment before "load more". */
const FIRST_REPLIES = 3;

function toItem(
  ctx: AppContext,
  row: repository.CommentRow,
  liked: Set<number>,
  childCount = 0,
): CommentItem {
  const {
    ip,
    held_reason: _reason,
    guest_id: _guest,
    to_guest_id: _toGuest,
    from_id,
    ...rest
  } = withApiDates(row, ctx.config.timeZone);
  return {
    ...rest,
    from_id: from_id ?? 0,
    guest: from_id === null,
    ipAddress: ipRegion(ip),
    is_like: liked.has(row.id),
    child_count: childCount,
  };
}

/** A short, escaped excerpt of user text for a notification (notifications may carry HTML). */
function excerpt(text: string, length = 30): string {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return escapeHtml(chars.slice(0, length).join('') + (chars.length > length ? '…' : ''));
}

/** A page of the top-level comments on something, each with its first replies. */
export async function listParents(
  ctx: AppContext,
  query: {
    type: repository.CommentType;
    for_id: number;
    order: 'new' | 'hot';
    current: number;
    size: number;
  },
  liker: Liker,
  reader: repository.Reader,
  unlocker: UnlockingReader,
) {
  await requireOpen(ctx, query.type, query.for_id, unlocker);
  const db = ctx.db.kysely;
  const filter = { reader, type: query.type, forId: query.for_id, topLevel: true };
  const [rows, total] = await Promise.all([
    repository.listComments(db, filter, {
      order: query.order,
      offset: (query.current - 1) * query.size,
      limit: query.size,
    }),
    repository.countComments(db, filter),
  ]);
  const parentIds = rows.map((row) => row.id);
  const [counts, children] = await Promise.all([
    repository.childCounts(db, parentIds),
    repository.firstChildren(db, parentIds, FIRST_REPLIES, reader),
  ]);
  const liked = await likedIds(db, 4, [...parentIds, ...children.map((child) => child.id)], likerKey(liker));
  const list: ParentComment[] = rows.map((row) => ({
    ...toItem(ctx, row, liked, counts.get(row.id) ?? 0),
    childComments: children
      .filter((child) => child.parent_id === row.id)
      .map((child) => toItem(ctx, child, liked)),
  }));
  return { current: query.current, size: query.size, total, list };
}

export async function listChildren(
  ctx: AppContext,
  query: { parent_id: number; current: number; size: number },
  liker: Liker,
  reader: repository.Reader,
  unlocker: UnlockingReader,
) {
  const db = ctx.db.kysely;
  const parent = await repository.findComment(db, query.parent_id);
  if (!parent || parent.parent_id != null || !sees(reader, parent)) throw new NotFoundError('评论不存在');
  await requireOpen(ctx, parent.type as repository.CommentType, parent.for_id, unlocker);
  const [rows, counts] = await Promise.all([
    repository.listChildren(db, parent.id, (query.current - 1) * query.size, query.size, reader),
    repository.childCounts(db, [parent.id]),
  ]);
  const liked = await likedIds(
    db,
    4,
    rows.map((row) => row.id),
    likerKey(liker),
  );
  return {
    current: query.current,
    size: query.size,
    total: counts.get(parent.id) ?? 0,
    list: rows.map((row) => toItem(ctx, row, liked)),
  };
}

/** How many comments something has (a protected article's only with its grant). */
export async function commentTotal(
  ctx: AppContext,
  type: repository.CommentType,
  forId: number,
  unlocker: UnlockingReader,
) {
  await requireOpen(ctx, type, forId, unlocker);
  const counts = await repository.countByTarget(ctx.db.kysely, type, [forId]);
  return counts.get(forId) ?? 0;
}

/**
 * Whether `reader` sees `row`: published, or held and theirs (a guest's by the address it came from,
 * as `visibleTo` has it), or they are the owner.
 */
const sees = (
  reader: repository.Reader,
  row: { status: number; from_id: number | null; ip: string | null },
) =>
  row.status === 1 ||
  reader.owner ||
  (row.from_id !== null
    ? row.from_id === reader.userId
    : reader.userId === null && !!reader.ip && row.ip === reader.ip);

/**
 * A protected article's comments are for those who may read it (🔒 加密文章): none are shown, counted
 * or taken without its grant, but for the owner.
 */
async function requireOpen(
  ctx: AppContext,
  type: repository.CommentType,
  forId: number,
  unlocker: UnlockingReader,
): Promise<void> {
  if (type !== 1 || unlocker.isOwner) return;
  const hash = await repository.articlePasswordHash(ctx.db.kysely, forId);
  if (hash && !grantOpens(ctx.config.jwtSecret, unlocker.grant, forId, hash)) {
    throw new ForbiddenError('这是一篇加密文章，请输入密码后查看评论');
  }
}

async function requireTarget(ctx: AppContext, type: repository.CommentType, forId: number) {
  const target = await repository.findTarget(ctx.db.kysely, type, forId);
  if (!target) throw new NotFoundError(`${NAMES[type]}不存在`);
  return target;
}

async function load(ctx: AppContext, id: number, liker: Liker): Promise<CommentItem> {
  const row = await repository.findComment(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('评论不存在');
  const liked = await likedIds(ctx.db.kysely, 4, [id], likerKey(liker));
  const counts = await repository.childCounts(ctx.db.kysely, [id]);
  return toItem(ctx, row, liked, counts.get(id) ?? 0);
}

/**
 * Tells who should hear of a published comment: the owner of the thing commented on; for a reply,
 * the person answered, and the owner when that is someone else. At writing, or at approval.
 */
export async function announceComment(
  ctx: AppContext,
  comment: Pick<
    repository.CommentRow,
    'parent_id' | 'type' | 'for_id' | 'from_id' | 'from_name' | 'guest_id' | 'to_id' | 'content'
  >,
): Promise<void> {
  const type = comment.type as repository.CommentType;
  const target = await repository.findTarget(ctx.db.kysely, type, comment.for_id);
  const name = escapeHtml(comment.from_id === null ? `游客 ${comment.from_name}` : comment.from_name);
  const text = excerpt(comment.content);
  const tell = (userId: number, message: string) =>
    notify(ctx, { userId, actorId: comment.from_id, type, toId: comment.for_id, message });
  if (comment.parent_id === null) {
    if (target?.owner != null) await tell(target.owner, `${name} 评论了你的${NAMES[type]}：${text}`);
    return;
  }
  if (comment.to_id !== null) await tell(comment.to_id, `${name} 回复了你的评论：${text}`);
  if (target?.owner != null && target.owner !== comment.to_id) {
    await tell(target.owner, `${name} 在你的${NAMES[type]}下回复了评论：${text}`);
  }
}

/** Who writes a comment: a user, or a guest (modules/guest). */
export type Author = AuthUser | Guest;

const isUser = (author: Author): author is AuthUser => typeof author.id === 'number';

/** Where a comment or reply goes: its thread, what it is on, and whom it answers. */
interface Placement {
  parent_id: number | null;
  type: number;
  for_id: number;
  to_id: number | null;
  to_guest: string | null;
  to_guest_id: string | null;
}

/**
 * Writes a comment, published or held as moderation decided: a published one is announced, a held
 * one waits for the owner, who hears of it. Answers it as its author sees it.
 */
async function write(
  ctx: AppContext,
  author: Author,
  values: Placement,
  input: { content: string; ip: string },
  verdict: Verdict,
): Promise<CommentItem> {
  const now = nowIso();
  const user = isUser(author) ? author : null;
  const { id } = await repository.insertComment(ctx.db.kysely, {
    ...values,
    from_id: user?.id ?? null,
    guest_name: user ? null : (author as Guest).name,
    guest_id: user ? null : (author as Guest).id,
    content: input.content,
    ip: input.ip,
    status: verdict.status,
    held_reason: verdict.reason,
    created_at: now,
    updated_at: now,
  });
  const row = (await repository.findComment(ctx.db.kysely, id))!;
  if (verdict.status === 1) await announceComment(ctx, row);
  else {
    const name = escapeHtml(user ? row.from_name : `游客 ${row.from_name}`);
    await notifyAdmins(ctx, user?.id ?? null, `${name} 的评论待审核：${excerpt(row.content)}`);
  }
  return load(ctx, id, { userId: user?.id ?? null, ip: input.ip });
}

/**
 * What writing a comment needs beyond the database, from the route that knows the request: moderation's
 * verdict (it reads the request's address and browser) and the mail, with where its links lead.
 */
export interface CommentWriteDeps extends MailDeps {
  screen: (submission: Submission) => Promise<Verdict>;
}

/** The author of a write (a guest's identity checked) and moderation's verdict on what it says. */
async function screened(ctx: AppContext, deps: CommentWriteDeps, writer: Writer, content: string) {
  const author = await authorOf(ctx, writer);
  const verdict = await deps.screen({
    kind: 'comment',
    userId: writer.user?.id ?? null,
    owner: writer.user?.role === 1,
    name: isUser(author) ? author.username : author.name,
    text: content,
  });
  return { author, verdict };
}

/**
 * A top-level comment on an article, talk or message (a protected article's only with its grant),
 * published or held as moderation decided; the mail goes out (the address given, if any, is kept
 * for replies).
 */
export async function addComment(
  ctx: AppContext,
  deps: CommentWriteDeps,
  writer: Writer,
  input: { type: repository.CommentType; for_id: number; content: string },
  unlocker: UnlockingReader,
  email?: string,
): Promise<CommentItem> {
  await requireOpen(ctx, input.type, input.for_id, unlocker);
  const { author, verdict } = await screened(ctx, deps, writer, input.content);
  await requireTarget(ctx, input.type, input.for_id);
  const target = {
    parent_id: null,
    type: input.type,
    for_id: input.for_id,
    to_id: null,
    to_guest: null,
    to_guest_id: null,
  };
  const comment = await write(ctx, author, target, { content: input.content, ip: writer.ip }, verdict);
  await deps.mail.commented(deps.origin, comment, email, undefined, { held: verdict.status === 2 });
  return comment;
}

/**
 * A reply inside a thread. The thread, the thing it is on and the person answered all come from
 * the database: a reply to a reply joins the same thread and answers that reply's author. Only
 * what the replier sees can be answered. Those it answers hear of it by mail.
 */
export async function replyToComment(
  ctx: AppContext,
  deps: CommentWriteDeps,
  writer: Writer,
  input: { parent_id: number; reply_id?: number; content: string },
  unlocker: UnlockingReader,
  email?: string,
): Promise<CommentItem> {
  const { author, verdict } = await screened(ctx, deps, writer, input.content);
  const db = ctx.db.kysely;
  const reader = isUser(author)
    ? { userId: author.id, owner: author.role === 1 }
    : { userId: null, ip: writer.ip, owner: false };
  const visible = async (id: number) => {
    const row = await repository.findComment(db, id);
    return row && sees(reader, row) ? row : undefined;
  };
  const named = await visible(input.parent_id);
  if (!named) throw new NotFoundError('评论不存在');
  const rootId = named.parent_id ?? named.id;
  const root = rootId === named.id ? named : await visible(rootId);
  if (!root) throw new NotFoundError('评论不存在');
  const answered = input.reply_id ? await visible(input.reply_id) : named;
  if (!answered || (answered.id !== root.id && answered.parent_id !== root.id)) {
    throw new NotFoundError('要回复的评论不存在');
  }
  const type = root.type as repository.CommentType;
  await requireOpen(ctx, type, root.for_id, unlocker);
  await requireTarget(ctx, type, root.for_id);
  const target = {
    parent_id: root.id,
    type,
    for_id: root.for_id,
    to_id: answered.from_id,
    to_guest: answered.from_id === null ? answered.from_name : null,
    to_guest_id: answered.guest_id,
  };
  const comment = await write(ctx, author, target, { content: input.content, ip: writer.ip }, verdict);
  await deps.mail.commented(deps.origin, comment, email, input.reply_id ?? input.parent_id, {
    held: verdict.status === 2,
  });
  return comment;
}

/** The author or the admin deletes a comment; a top-level one takes its replies with it. */
export async function deleteComment(ctx: AppContext, user: AuthUser, id: number): Promise<number> {
  const row = await repository.findComment(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('评论不存在');
  if (row.from_id !== user.id && user.role !== 1) throw new ForbiddenError('只能删除自己的评论');
  return ctx.db.kysely.transaction().execute((trx) => repository.deleteThread(trx, id));
}

// The console: every comment and reply, to search and delete.

export async function listComments(
  ctx: AppContext,
  query: Pick<repository.CommentFilter, 'type' | 'keyword'>,
  current: number,
  size: number,
) {
  const db = ctx.db.kysely;
  const filter = { ...query, reader: 'all' as const };
  const [rows, total] = await Promise.all([
    repository.listComments(db, filter, { offset: (current - 1) * size, limit: size }),
    repository.countComments(db, filter),
  ]);
  return {
    current,
    size,
    total,
    // Neither the author's address nor avatar: the console's list shows names (a guest's marked).
    list: rows.map(
      ({
        created_at,
        ip: _ip,
        from_avatar: _avatar,
        updated_at: _updated,
        held_reason: _reason,
        guest_id: _guest,
        to_guest_id: _toGuest,
        from_id,
        ...row
      }) => ({
        ...row,
        from_id: from_id ?? 0,
        guest: from_id === null,
        createdAt: formatDateTime(created_at, ctx.config.timeZone),
      }),
    ),
  };
}

/** All of the given comments or none (a top-level one takes its replies with it). */
export async function deleteComments(ctx: AppContext, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await repository.commentIds(ctx.db.kysely, unique);
  if (found.length !== unique.length) throw new NotFoundError('评论不存在');
  return ctx.db.kysely.transaction().execute(async (trx) => {
    let deleted = 0;
    // A reply in the list may already have gone with its parent.
    for (const id of unique) deleted += await repository.deleteThread(trx, id);
    return deleted;
  });
}
