import type { AppContext } from '../../../context';
import { NotFoundError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/time';
import type { AuthUser } from '../../../plugins/auth';
import { deleteThread } from '../../comment/repository';
import { countByTarget } from '../../comment/repository';
import { countMessages, listMessages as listAll } from '../../message/repository';
import { deleteMessages as deleteAsOwner } from '../../message/service';
import * as repository from './repository';

export async function listMessages(
  ctx: AppContext,
  keyword: string | undefined,
  current: number,
  size: number,
) {
  const db = ctx.db.kysely;
  const filter = { keyword };
  const [rows, total] = await Promise.all([
    listAll(db, filter, (current - 1) * size, size),
    countMessages(db, filter),
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
      createdAt: formatDateTime(row.created_at, ctx.config.timeZone),
    })),
  };
}

/** All of the given messages (with their comments and likes) or none: 404 when one is unknown. */
export const deleteMessages = (ctx: AppContext, admin: AuthUser, ids: number[]) =>
  deleteAsOwner(ctx, admin, ids);

export async function listComments(
  ctx: AppContext,
  filter: repository.CommentFilter,
  current: number,
  size: number,
) {
  const { rows, total } = await repository.listComments(ctx.db.kysely, filter, (current - 1) * size, size);
  return {
    current,
    size,
    total,
    list: rows.map(({ created_at, ...row }) => ({
      ...row,
      createdAt: formatDateTime(created_at, ctx.config.timeZone),
    })),
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
    for (const id of unique) deleted += await deleteThread(trx, id);
    return deleted;
  });
}
