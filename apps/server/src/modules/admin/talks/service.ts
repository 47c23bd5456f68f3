import type { AdminTalkItem } from '@blog/contract';
import type { AppContext } from '../../../context';
import { withApiDates } from '../../../lib/api-dates';
import { NotFoundError } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { deleteForTargets } from '../../comment/repository';
import { insertTalk, photosOf } from '../../talk/repository';
import * as repository from './repository';

export interface TalkInput {
  content: string;
  talkImgList: string[];
  status: number;
  is_top: number;
}

async function decorate(
  ctx: AppContext,
  rows: NonNullable<Awaited<ReturnType<typeof repository.findTalk>>>[],
): Promise<AdminTalkItem[]> {
  const photos = await photosOf(
    ctx.db.kysely,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...withApiDates(row, ctx.config.timeZone),
    talkImgList: photos.get(row.id) ?? [],
  }));
}

export async function listTalks(ctx: AppContext, status: number | undefined, current: number, size: number) {
  const { rows, total } = await repository.listTalks(ctx.db.kysely, status, (current - 1) * size, size);
  return { current, size, total, list: await decorate(ctx, rows) };
}

async function load(ctx: AppContext, id: number): Promise<AdminTalkItem> {
  const row = await repository.findTalk(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('说说不存在');
  const [talk] = await decorate(ctx, [row]);
  return talk!;
}

export async function createTalk(ctx: AppContext, userId: number, input: TalkInput): Promise<AdminTalkItem> {
  const id = await ctx.db.kysely.transaction().execute((trx) =>
    insertTalk(trx, {
      user_id: userId,
      content: input.content,
      status: input.status,
      is_top: input.is_top,
      photos: input.talkImgList,
      created_at: nowIso(),
    }),
  );
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
