import type { TalkItem } from '@blog/contract';
import type { AppContext } from '../../context';
import { withApiDates } from '../../lib/api-dates';
import { NotFoundError } from '../../lib/errors';
import { countByTarget } from '../comment/repository';
import { likedIds } from '../like/repository';
import { likerKey, type Liker } from '../like/service';
import * as repository from './repository';

async function decorate(ctx: AppContext, rows: repository.TalkRow[], liker: Liker): Promise<TalkItem[]> {
  const db = ctx.db.kysely;
  const ids = rows.map((row) => row.id);
  const [photos, liked, comments] = await Promise.all([
    repository.photosOf(db, ids),
    likedIds(db, 2, ids, likerKey(liker)),
    countByTarget(db, 2, ids),
  ]);
  return rows.map((row) => ({
    ...withApiDates(row, ctx.config.timeZone),
    talkImgList: photos.get(row.id) ?? [],
    is_like: liked.has(row.id),
    comment_total: comments.get(row.id) ?? 0,
  }));
}

export async function listTalks(ctx: AppContext, current: number, size: number, liker: Liker) {
  const [rows, total] = await Promise.all([
    repository.listPublic(ctx.db.kysely, (current - 1) * size, size),
    repository.countPublic(ctx.db.kysely),
  ]);
  return { current, size, total, list: await decorate(ctx, rows, liker) };
}

export async function getTalk(ctx: AppContext, id: number, liker: Liker): Promise<TalkItem> {
  const row = await repository.findPublic(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('说说不存在');
  const [talk] = await decorate(ctx, [row], liker);
  return talk!;
}
