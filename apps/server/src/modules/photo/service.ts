import type { AdminAlbum, Photo, PhotoAlbum } from '@blog/contract';
import type { AppContext } from '../../context';
import { withApiDates } from '../../lib/api-dates';
import { NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { fetchPictures } from '../remote-image/service';
import * as repository from './repository';

function toAlbum(ctx: AppContext, row: repository.AlbumRow): PhotoAlbum {
  const { first_photo, photo_count, album_cover, ...rest } = withApiDates(row, ctx.config.timeZone);
  return { ...rest, album_cover: album_cover ?? first_photo ?? null, photo_count: Number(photo_count ?? 0) };
}

export async function listAlbums(ctx: AppContext): Promise<PhotoAlbum[]> {
  const rows = await repository.listAlbums(ctx.db.kysely);
  return rows.map((row) => toAlbum(ctx, row));
}

export async function albumPhotos(ctx: AppContext, albumId: number): Promise<Photo[]> {
  const album = await repository.findAlbum(ctx.db.kysely, albumId);
  if (!album) throw new NotFoundError('相册不存在');
  const photos = await repository.listPhotos(ctx.db.kysely, albumId);
  return photos.map((photo) => withApiDates(photo, ctx.config.timeZone));
}

// The console edits albums as they are stored: an album without a cover of its own shows none.

const toConsoleAlbum = (
  { first_photo: _first, photo_count, ...row }: repository.AlbumRow,
  timeZone: string,
): AdminAlbum => ({
  ...withApiDates(row, timeZone),
  photo_count: Number(photo_count ?? 0),
});

export async function listAlbumsForConsole(ctx: AppContext): Promise<AdminAlbum[]> {
  const rows = await repository.listAlbums(ctx.db.kysely);
  return rows.map((row) => toConsoleAlbum(row, ctx.config.timeZone));
}

async function load(ctx: AppContext, id: number): Promise<AdminAlbum> {
  const row = await repository.findAlbum(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('相册不存在');
  return toConsoleAlbum(row, ctx.config.timeZone);
}

export async function createAlbum(ctx: AppContext, input: repository.AlbumFields): Promise<AdminAlbum> {
  const id = await repository.insertAlbum(ctx.db.kysely, { ...input, photos: [], created_at: nowIso() });
  // A cover given by address comes into the blog's uploads before the answer (modules/remote-image).
  await fetchPictures(ctx, [input.album_cover], { retryFailed: true });
  return load(ctx, id);
}

export async function updateAlbum(ctx: AppContext, id: number, input: repository.AlbumFields) {
  await load(ctx, id);
  await repository.updateAlbum(ctx.db.kysely, id, { ...input, updated_at: nowIso() });
  await fetchPictures(ctx, [input.album_cover], { retryFailed: true });
  return load(ctx, id);
}

/** Deletes an album with its photos (the image files stay in the uploads). */
export async function deleteAlbum(ctx: AppContext, id: number): Promise<void> {
  await load(ctx, id);
  await ctx.db.kysely.transaction().execute((trx) => repository.deleteAlbum(trx, id));
}

export async function listPhotosForConsole(ctx: AppContext, albumId: number) {
  await load(ctx, albumId);
  const rows = await repository.listPhotos(ctx.db.kysely, albumId);
  return rows.map((row) => {
    const { updatedAt: _updated, ...photo } = withApiDates(row, ctx.config.timeZone);
    return photo;
  });
}

export async function addPhotos(ctx: AppContext, albumId: number, urls: string[]) {
  await load(ctx, albumId);
  await repository.addPhotos(ctx.db.kysely, albumId, urls, nowIso());
  await fetchPictures(ctx, urls, { retryFailed: true });
  return listPhotosForConsole(ctx, albumId);
}

/** Deletes all of the given photos or none (404 when one is unknown). */
export async function deletePhotos(ctx: AppContext, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await repository.photoIds(ctx.db.kysely, unique);
  if (found.length !== unique.length) throw new NotFoundError('照片不存在');
  return repository.deletePhotos(ctx.db.kysely, unique);
}
