import type { Executor } from '../../db/executor';

/** Albums with their photo count and first photo (the cover when the album has none of its own). */
function selectAlbums(db: Executor) {
  return db.selectFrom('photo_albums as a').select((eb) => [
    'a.id',
    'a.album_name',
    'a.album_cover',
    'a.description',
    'a.created_at',
    'a.updated_at',
    eb
      .selectFrom('photos as p')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('p.album_id', '=', 'a.id')
      .as('photo_count'),
    eb
      .selectFrom('photos as p')
      .select('p.url')
      .whereRef('p.album_id', '=', 'a.id')
      .orderBy('p.id')
      .limit(1)
      .as('first_photo'),
  ]);
}
export type AlbumRow = Awaited<ReturnType<ReturnType<typeof selectAlbums>['executeTakeFirstOrThrow']>>;

export const listAlbums = (db: Executor) =>
  selectAlbums(db).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();

export const findAlbum = (db: Executor, id: number) =>
  selectAlbums(db).where('a.id', '=', id).executeTakeFirst();

export const listPhotos = (db: Executor, albumId: number) =>
  db
    .selectFrom('photos')
    .select(['id', 'album_id', 'url', 'created_at', 'updated_at'])
    .where('album_id', '=', albumId)
    .orderBy('id')
    .execute();

/** Writes an album with its photos (the console, the seed and tests). */
export async function insertAlbum(
  db: Executor,
  album: {
    album_name: string;
    album_cover?: string | null;
    description?: string | null;
    photos: string[];
    created_at: string;
  },
): Promise<number> {
  const { photos, ...values } = album;
  const row = await db
    .insertInto('photo_albums')
    .values({
      album_name: values.album_name,
      album_cover: values.album_cover ?? null,
      description: values.description ?? null,
      created_at: values.created_at,
      updated_at: values.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addPhotos(db, row.id, photos, values.created_at);
  return row.id;
}

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

export async function addPhotos(db: Executor, albumId: number, urls: string[], now: string): Promise<void> {
  if (!urls.length) return;
  await db
    .insertInto('photos')
    .values(urls.map((url) => ({ album_id: albumId, url, created_at: now, updated_at: now })))
    .execute();
}

export const photoIds = (db: Executor, ids: number[]) =>
  db.selectFrom('photos').select('id').where('id', 'in', ids).execute();

export async function deletePhotos(db: Executor, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('photos').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
