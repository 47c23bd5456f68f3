import type { Executor } from '../../../db/executor';

export interface AlbumFields {
  album_name: string;
  album_cover: string | null;
  description: string | null;
}

export const updateAlbum = (db: Executor, id: number, fields: AlbumFields & { updated_at: string }) =>
  db.updateTable('photo_albums').set(fields).where('id', '=', id).execute();

export async function deleteAlbum(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('photos').where('album_id', '=', id).execute();
  await db.deleteFrom('photo_albums').where('id', '=', id).execute();
}

export const addPhotos = (db: Executor, albumId: number, urls: string[], now: string) =>
  db
    .insertInto('photos')
    .values(urls.map((url) => ({ album_id: albumId, url, created_at: now, updated_at: now })))
    .execute();

export const photoIds = (db: Executor, ids: number[]) =>
  db.selectFrom('photos').select('id').where('id', 'in', ids).execute();

export async function deletePhotos(db: Executor, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('photos').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
