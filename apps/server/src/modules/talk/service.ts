import type { AdminTalkItem, TalkItem } from '@blog/contract';
import type { AppContext } from '../../context';
import { withApiDates } from '../../lib/api-dates';
import { NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { countByTarget, deleteForTargets } from '../comment/repository';
import { likedIds } from '../like/repository';
import { likerKey, type Liker } from '../like/service';
import { fetchPictures } from '../remote-image/service';
import * as repository from './repository';

/** The status of a talk visitors may see. */
const PUBLIC = 1;

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
  const { rows, total } = await repository.listTalks(ctx.db.kysely, PUBLIC, (current - 1) * size, size);
  return { current, size, total, list: await decorate(ctx, rows, liker) };
}

export async function getTalk(ctx: AppContext, id: number, liker: Liker): Promise<TalkItem> {
  const row = await repository.findTalk(ctx.db.kysely, id, PUBLIC);
  if (!row) throw new NotFoundError('说说不存在');
  const [talk] = await decorate(ctx, [row], liker);
  return talk!;
}

// The console: every talk, whatever its status.

export interface TalkInput {
  content: string;
  talkImgList: string[];
  status: number;
  is_top: number;
}

/** The console's view of talks: no author (it is the owner's), no likes of the reader. */
async function decorateForConsole(ctx: AppContext, rows: repository.TalkRow[]): Promise<AdminTalkItem[]> {
  const photos = await repository.photosOf(
    ctx.db.kysely,
    rows.map((row) => row.id),
  );
  return rows.map(({ user_id: _author, nick_name: _name, avatar: _avatar, ...row }) => ({
    ...withApiDates(row, ctx.config.timeZone),
    talkImgList: photos.get(row.id) ?? [],
  }));
}

export async function listAllTalks(
  ctx: AppContext,
  status: number | undefined,
  current: number,
  size: number,
) {
  const { rows, total } = await repository.listTalks(ctx.db.kysely, status, (current - 1) * size, size);
  return { current, size, total, list: await decorateForConsole(ctx, rows) };
}

async function load(ctx: AppContext, id: number): Promise<AdminTalkItem> {
  const row = await repository.findTalk(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('说说不存在');
  const [talk] = await decorateForConsole(ctx, [row]);
  return talk!;
}

export async function createTalk(ctx: AppContext, userId: number, input: TalkInput): Promise<AdminTalkItem> {
  const id = await ctx.db.kysely.transaction().execute((trx) =>
    repository.insertTalk(trx, {
      user_id: userId,
      content: input.content,
      status: input.status,
      is_top: input.is_top,
      photos: input.talkImgList,
      created_at: nowIso(),
    }),
  );
  // Pictures given by address come into the blog's uploads before the answer (modules/remote-image).
  await fetchPictures(ctx, input.talkImgList, { retryFailed: true });
  return load(ctx, id);
}

export async function updateTalk(ctx: AppContext, id: number, input: TalkInput): Promise<AdminTalkItem> {
  await load(ctx, id);
  const now = nowIso();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repository.updateTalk(trx, id, {
      content: input.content,
      status: input.status,
      is_top: input.is_top,
      updated_at: now,
    });
    await repository.replacePhotos(trx, id, input.talkImgList, now);
  });
  await fetchPictures(ctx, input.talkImgList, { retryFailed: true });
  return load(ctx, id);
}

export async function setFields(ctx: AppContext, id: number, changes: { status?: number; is_top?: number }) {
  await load(ctx, id);
  await repository.updateTalk(ctx.db.kysely, id, { ...changes, updated_at: nowIso() });
  return load(ctx, id);
}

export async function deleteTalk(ctx: AppContext, id: number): Promise<void> {
  await load(ctx, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteForTargets(trx, 2, [id]);
    await repository.deleteTalk(trx, id);
  });
}
