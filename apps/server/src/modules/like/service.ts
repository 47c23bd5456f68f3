import type { LikeResult } from '@blog/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { notify } from '../notify/service';
import * as repository from './repository';

export interface Liker {
  userId: number | null;
  ip: string;
}

/** One like per user, or per address for guests. */
export const likerKey = (liker: Liker) => (liker.userId ? `u:${liker.userId}` : `ip:${liker.ip}`);

const NAMES: Record<repository.LikeType, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '评论' };
const NOTIFY_TYPE: Record<repository.LikeType, 1 | 2 | 3> = { 1: 1, 2: 2, 3: 3, 4: 1 };

/** Liking, unliking or asking: on the thing of `type` with `id` (404 when there is none), by `liker`. */
export type LikeAction<T = LikeResult> = (
  ctx: AppContext,
  type: repository.LikeType,
  id: number,
  liker: Liker,
) => Promise<T>;

async function target(ctx: AppContext, type: repository.LikeType, id: number) {
  const found = await repository.findTarget(ctx.db.kysely, type, id);
  if (!found) throw new NotFoundError(`${NAMES[type]}不存在`);
  return found;
}

export const addLike: LikeAction = async (ctx, type, id, liker) => {
  const found = await target(ctx, type, id);
  let likes: number;
  try {
    likes = await ctx.db.kysely.transaction().execute(async (trx) => {
      await repository.insertLike(trx, {
        type,
        for_id: id,
        user_id: liker.userId,
        liker: likerKey(liker),
        ip: liker.ip,
        created_at: nowIso(),
      });
      return repository.bumpCounter(trx, type, id, 1);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('已经点过赞啦');
    throw error;
  }
  if (found.owner != null) {
    await notify(ctx, {
      userId: found.owner,
      actorId: liker.userId,
      type: NOTIFY_TYPE[type],
      toId: type === 4 ? null : id,
      message: `有人赞了你的${NAMES[type]}`,
    });
  }
  return { is_like: true, likes };
};

export const cancelLike: LikeAction = async (ctx, type, id, liker) => {
  const found = await target(ctx, type, id);
  const likes = await ctx.db.kysely.transaction().execute(async (trx) => {
    const removed = await repository.deleteLike(trx, type, id, likerKey(liker));
    return removed.numDeletedRows ? repository.bumpCounter(trx, type, id, -1) : found.likes;
  });
  return { is_like: false, likes };
};

/** Whether this liker likes it (the original's bare boolean; the count comes with the thing itself). */
export const isLiked: LikeAction<boolean> = async (ctx, type, id, liker) => {
  await target(ctx, type, id);
  return repository.hasLike(ctx.db.kysely, type, id, likerKey(liker));
};
