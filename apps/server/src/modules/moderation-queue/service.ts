import type { HeldItem } from '@blog/contract';
import type { AppContext } from '../../context';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { remotePicturesIn } from '../../lib/remote-picture';
import { formatDateTime, nowIso } from '../../lib/time';
import { announceComment } from '../comment/service';
import * as comments from '../comment/repository';
import { deleteForTargets } from '../comment/repository';
import * as messages from '../message/repository';
import { messageText } from '../message/sanitize';
import { messagePictures } from '../remote-image/repository';
import { fetchPictures } from '../remote-image/service';
import { setDisabled } from '../user/service';
import { banIp } from '../moderation/repository';
import * as repository from './repository';

/** The queue shows this many of each kind at most, newest first. */
const QUEUE_LIMIT = 200;

type Kind = HeldItem['kind'];
export interface ItemRef {
  kind: Kind;
  id: number;
}

const idsOf = (items: ItemRef[], kind: Kind) => [
  ...new Set(items.filter((item) => item.kind === kind).map((item) => item.id)),
];

/** What waits for the owner: held messages and comments, newest first, with why they wait. */
export async function heldQueue(ctx: AppContext): Promise<{ list: HeldItem[]; total: number }> {
  const db = ctx.db.kysely;
  const tz = ctx.config.timeZone;
  const [heldMessages, heldComments, total] = await Promise.all([
    repository.heldMessages(db, QUEUE_LIMIT),
    repository.heldComments(db, QUEUE_LIMIT),
    repository.countHeld(db),
  ]);
  const list: (HeldItem & { at: string })[] = [
    ...heldMessages.map((row) => ({
      kind: 'message' as const,
      id: row.id,
      nick_name: row.nick_name ?? row.guest_name,
      user_id: row.user_id,
      ip: row.ip,
      content: messageText(row.message),
      type: null,
      for_id: null,
      parent_id: null,
      reason: row.held_reason ?? '',
      createdAt: formatDateTime(row.created_at, tz),
      at: row.created_at,
    })),
    ...heldComments.map((row) => ({
      kind: 'comment' as const,
      id: row.id,
      nick_name: row.nick_name,
      user_id: row.user_id,
      ip: row.ip,
      content: row.content,
      type: row.type as 1 | 2 | 3,
      for_id: row.for_id,
      parent_id: row.parent_id,
      reason: row.held_reason ?? '',
      createdAt: formatDateTime(row.created_at, tz),
      at: row.created_at,
    })),
  ];
  list.sort((a, b) => b.at.localeCompare(a.at));
  return { list: list.map(({ at: _at, ...item }) => item), total };
}

/**
 * Publishes held items (others are left alone); approved comments are announced as new ones are,
 * and handed to `approved` (the routes mail the people they answer).
 */
export async function approve(
  ctx: AppContext,
  items: ItemRef[],
  approved: (comment: comments.CommentRow, answeredId: number | undefined) => Promise<void> = async () => {},
): Promise<number> {
  const db = ctx.db.kysely;
  const published = await db.transaction().execute(async (trx) => ({
    messages: await repository.publish(trx, 'messages', idsOf(items, 'message')),
    comments: await repository.publish(trx, 'comments', idsOf(items, 'comment')),
  }));
  // A published message's background and pictures given by address come into the blog's uploads now.
  if (published.messages.length > 0) {
    const rows = await messagePictures(db, published.messages);
    await fetchPictures(
      ctx,
      rows.flatMap((row) => [row.bg_url, ...remotePicturesIn(row.message)]),
      { retryFailed: true },
    );
  }
  for (const id of published.comments) {
    const row = await comments.findComment(db, id);
    if (!row) continue;
    await announceComment(ctx, row);
    await approved(row, row.parent_id === null ? undefined : await comments.answeredBy(db, row));
  }
  return published.messages.length + published.comments.length;
}

/** Deletes held items (only held ones: a published one is deleted in its own list). */
export async function reject(ctx: AppContext, items: ItemRef[]): Promise<number> {
  const db = ctx.db.kysely;
  const messageIds = await repository.heldIds(db, 'messages', idsOf(items, 'message'));
  const commentIds = await repository.heldIds(db, 'comments', idsOf(items, 'comment'));
  return db.transaction().execute(async (trx) => {
    let done = 0;
    if (messageIds.length) {
      await deleteForTargets(trx, 3, messageIds);
      done += await messages.deleteMessages(trx, messageIds);
    }
    for (const id of commentIds) done += (await comments.deleteThread(trx, id)) > 0 ? 1 : 0;
    return done;
  });
}

/**
 * Bans the author of a held item and rejects it: a user's account is disabled (they can no longer
 * log in or write), a guest's address may no longer write.
 */
export async function ban(
  ctx: AppContext,
  item: ItemRef,
  reason: string,
): Promise<{ banned: 'ip' | 'user'; value: string }> {
  const db = ctx.db.kysely;
  const found =
    item.kind === 'message'
      ? await messages.findMessage(db, item.id)
      : await comments
          .findComment(db, item.id)
          .then((row) => row && { user_id: row.from_id, ip: row.ip, nick_name: row.from_name });
  if (!found) throw new NotFoundError(item.kind === 'message' ? '留言不存在' : '评论不存在');
  let banned: { banned: 'ip' | 'user'; value: string };
  if (found.user_id !== null) {
    const account = await setDisabled(ctx, found.user_id, true);
    banned = { banned: 'user', value: account.username };
  } else {
    if (!found.ip) throw new BadRequestError('这条留言没有记下来源地址，无法封禁');
    await banIp(db, found.ip, reason, nowIso());
    banned = { banned: 'ip', value: found.ip };
  }
  await reject(ctx, [item]);
  return banned;
}
