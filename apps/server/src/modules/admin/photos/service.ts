import type { AdminAlbum } from '@blog/contract';
import type { AppContext } from '../../../context';
import { withApiDates } from '../../../lib/api-dates';
import { NotFoundError } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { findAlbum, insertAlbum, listAlbums, listPhotos, type AlbumRow } from '../../photo/repository';
import * as repository from './repository';

const toAlbum = ({ first_photo: _first, photo_count, ...row }: AlbumRow, timeZone: string): AdminAlbum => ({
  ...withApiDates(row, timeZone),
  photo_count: Number(photo_count ?? 0),
});

export async function albums(ctx: AppContext): Promise<AdminAlbum[]> {
  const rows = await listAlbums(ctx.db.kysely);
  return rows.map((row) => toAlbum(row, ctx.config.timeZone));
}

async function load(ctx: AppContext, id: number): Promise<AdminAlbum> {
  const row = await findAlbum(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('相册不存在');
  return toAlbum(row, ctx.config.timeZone);
}

export async function createAlbum(ctx: AppContext, input: repository.AlbumFields): Promise<AdminAlbum> {
  const id = await insertAlbum(ctx.db.kysely, { ...input, photos: [], created_at: nowIso() });
  return load(ctx, id);
}

export async function updateAlbum(ctx: AppContext, id: number, input: repository.AlbumFields) {
  await load(ctx, id);
  await repository.updateAlbum(ctx.db.kysely, id, { ...input, updated_at: nowIso() });
  return load(ctx, id);
}

/** Deletes an album with its photos (the image files stay in the uploads). */
export async function deleteAlbum(ctx: AppContext, id: number): Promise<void> {
  await load(ctx, id);
  await ctx.db.kysely.transaction().execute((trx) => repository.deleteAlbum(trx, id));
}

export async function photos(ctx: AppContext, albumId: number) {
  await load(ctx, albumId);
  const rows = await listPhotos(ctx.db.kysely, albumId);
  return rows.map((row) => {
    const { updatedAt: _updated, ...photo } = withApiDates(row, ctx.config.timeZone);
    return photo;
  });
}

export async function addPhotos(ctx: AppContext, albumId: number, urls: string[]) {
  await load(ctx, albumId);
  await repository.addPhotos(ctx.db.kysely, albumId, urls, nowIso());
  return photos(ctx, albumId);
}

/** Deletes all of the given photos or none (404 when one is unknown). */
export async function deletePhotos(ctx: AppContext, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await repository.photoIds(ctx.db.kysely, unique);
  if (found.length !== unique.length) throw new NotFoundError('照片不存在');
  return repository.deletePhotos(ctx.db.kysely, unique);
}
