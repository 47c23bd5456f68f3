import type { AlbumPhotos, PhotoAlbum } from '@blog/contract';
import type { AppContext } from '../../context';
import { withApiDates } from '../../lib/api-dates';
import { NotFoundError } from '../../lib/errors';
import * as repository from './repository';

function toAlbum(ctx: AppContext, row: repository.AlbumRow): PhotoAlbum {
  const { first_photo, photo_count, album_cover, ...rest } = withApiDates(row, ctx.config.timeZone);
  return { ...rest, album_cover: album_cover ?? first_photo ?? null, photo_count: Number(photo_count ?? 0) };
}

export async function listAlbums(ctx: AppContext): Promise<PhotoAlbum[]> {
  const rows = await repository.listAlbums(ctx.db.kysely);
  return rows.map((row) => toAlbum(ctx, row));
}

export async function albumPhotos(ctx: AppContext, albumId: number): Promise<AlbumPhotos> {
  const album = await repository.findAlbum(ctx.db.kysely, albumId);
  if (!album) throw new NotFoundError('相册不存在');
  const photos = await repository.listPhotos(ctx.db.kysely, albumId);
  return {
    album: toAlbum(ctx, album),
    list: photos.map((photo) => withApiDates(photo, ctx.config.timeZone)),
  };
}
