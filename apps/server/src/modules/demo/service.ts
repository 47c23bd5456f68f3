import type { DemoReport } from '@blog/contract';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { UPLOADS_URL, uploadsDir } from '../../lib/media';
import { isWithin } from '../../lib/within';
import { coverCacheDir } from '../music/library/covers';
import { deleteSongs } from '../music/repository';
import { dropUnusedCovers, removeSongFiles } from '../music/library/song-files';
import { purgeArticle } from '../article/repository';
import { deleteForTargets } from '../comment/repository';
import { deleteLink } from '../link/repository';
import { deleteMessages } from '../message/repository';
import { deleteAlbum, deletePhotos } from '../photo/repository';
import { deleteCategory, deleteSite } from '../resource/repository';
import { deleteTalk } from '../talk/repository';
import { remove as removeTaxonomy } from '../taxonomy/repository';
import { planDemo, type DemoPlan } from './plan';
import * as repository from './repository';
import { KIND_LABELS, ROW_KINDS, type RowKind } from './things';

/*
 * 清除示例内容: one use-case for the console (`/api/admin/demo`) and the CLI (`npm run blog -- demo
 * clear`). The rows go in one transaction; the files (demo songs, pictures nothing shows any more)
 * after it, so a failure never leaves a row pointing at a missing file.
 */

const PART_ORDER = [...ROW_KINDS, 'song', 'profile'] as const;

function reportOf(plan: DemoPlan): DemoReport {
  const count = (kind: (typeof PART_ORDER)[number]) =>
    kind === 'song' ? plan.songs.length : kind === 'profile' ? plan.profile.fields : plan.remove[kind].length;
  const parts = PART_ORDER.map((kind) => ({ kind, label: KIND_LABELS[kind], count: count(kind) })).filter(
    (part) => part.count > 0,
  );
  return { parts, kept: plan.kept, present: parts.length > 0 };
}

/** What clearing would remove and keep; nothing is changed (but an older install's demo is recognised once). */
export async function previewDemo(ctx: AppContext): Promise<DemoReport> {
  return reportOf(await planDemo(ctx));
}

export interface ClearOptions {
  /** Called after demo songs were deleted from the music folder (the running library rescans). */
  afterSongs?: () => Promise<unknown>;
}

/** Clears the demo; answers what went and what was kept. A second run removes nothing. */
export async function clearDemoContent(ctx: AppContext, options: ClearOptions = {}): Promise<DemoReport> {
  const plan = await planDemo(ctx);
  const report = reportOf(plan);
  const db = ctx.db.kysely;
  const ids = (kind: RowKind) => plan.remove[kind].map((thing) => thing.id);

  await db.transaction().execute(async (trx) => {
    // Comments first: under what goes, only demo comments are left (keepWhatOthersNeed).
    await deleteForTargets(trx, 1, ids('article'));
    await deleteForTargets(trx, 2, ids('talk'));
    await deleteForTargets(trx, 3, ids('message'));
    for (const id of ids('comment')) await repository.deleteComment(trx, id);
    for (const id of ids('article')) await purgeArticle(trx, id);
    for (const id of ids('talk')) await deleteTalk(trx, id);
    if (ids('photo').length) await deletePhotos(trx, ids('photo'));
    for (const id of ids('album')) await deleteAlbum(trx, id);
    if (ids('message').length) await deleteMessages(trx, ids('message'));
    for (const id of ids('link')) await deleteLink(trx, id);
    for (const id of ids('resourceSite')) await deleteSite(trx, id);
    for (const id of ids('resourceCategory')) await deleteCategory(trx, id);
    for (const id of ids('pageHeader')) await repository.deletePageHeader(trx, id);
    for (const id of ids('category')) await removeTaxonomy(trx, 'category', id);
    for (const id of ids('tag')) await removeTaxonomy(trx, 'tag', id);
    for (const id of ids('user')) await repository.deleteUser(trx, id);
    const songIds = plan.songs.flatMap((song) => (song.id === null ? [] : [song.id]));
    if (songIds.length) await deleteSongs(trx, songIds);

    if (Object.keys(plan.profile.site).length) await repository.resetSiteProfile(trx, plan.profile.site);
    if (Object.keys(plan.profile.admin).length) await repository.resetAdminProfile(trx, plan.profile.admin);

    const gone = [
      ...ROW_KINDS.flatMap((kind) =>
        plan.remove[kind].map((thing) => ({ kind: kind, ref: String(thing.id) })),
      ),
      ...plan.songs.map((song) => ({ kind: 'song', ref: song.path })),
      ...plan.stale,
    ];
    for (const { kind, ref } of gone) await repository.forgetRecord(trx, kind, ref);
  });

  for (const song of plan.songs) await removeSongFiles(ctx.config.musicDir, song.path);
  if (plan.songs.length) {
    await dropUnusedCovers(
      db,
      coverCacheDir(ctx.config.dataDir),
      plan.songs.map((song) => song.coverKey),
    );
    await options.afterSongs?.();
  }
  const media = new Set([
    ...ROW_KINDS.flatMap((kind) => plan.remove[kind].flatMap((t) => t.media)),
    ...plan.profile.media,
  ]);
  for (const url of media)
    if (!(await repository.isReferenced(db, url))) await removeUpload(ctx.config.dataDir, url);

  return { ...report, present: false };
}

async function removeUpload(dataDir: string, url: string): Promise<void> {
  if (!url.startsWith(`${UPLOADS_URL}/`)) return;
  const root = uploadsDir(dataDir);
  const file = path.join(root, ...url.slice(UPLOADS_URL.length + 1).split('/'));
  if (isWithin(root, file)) await rm(file, { force: true });
}
