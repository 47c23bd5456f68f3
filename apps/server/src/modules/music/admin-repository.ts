import { sql } from 'kysely';

import { likePattern } from '../../db/like-pattern';
import type { Executor } from '../../db/executor';

function filtered(db: Executor, keyword?: string) {
  const query = db.selectFrom('songs');
  return keyword
    ? query.where(
        sql<boolean>`search_text like ${likePattern(keyword.normalize('NFKC').toLowerCase())} escape '\\'`,
      )
    : query;
}

const columns = [
  'id',
  'path',
  'title',
  'artists',
  'album',
  'aliases',
  'duration_ms',
  'play_count',
  'has_lyric',
  'added_at',
] as const;

/** Songs by path (the folder order), optionally matching a keyword in title, artists or album. */
export async function listSongs(db: Executor, keyword: string | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, keyword).select(columns).orderBy('path').offset(offset).limit(limit).execute(),
    filtered(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findSong = (db: Executor, id: number) =>
  db
    .selectFrom('songs as s')
    .leftJoin('song_lyrics as l', 'l.song_id', 's.id')
    .select(columns.map((column) => `s.${column}` as const))
    .select(['l.lyric', 'l.tlyric'])
    .where('s.id', '=', id)
    .executeTakeFirst();

export const updateSong = (
  db: Executor,
  id: number,
  changes: { title: string; artists: string; search_text: string; has_lyric: number; updated_at: string },
) => db.updateTable('songs').set(changes).where('id', '=', id).execute();

export async function replaceLyrics(db: Executor, id: number, lyric: string, tlyric: string): Promise<void> {
  await db.deleteFrom('song_lyrics').where('song_id', '=', id).execute();
  if (lyric || tlyric) await db.insertInto('song_lyrics').values({ song_id: id, lyric, tlyric }).execute();
}

export async function listPlaylists(db: Executor, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('playlists')
      .select(['id', 'name', 'folder', 'track_count'])
      .orderBy('folder')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Where a song's file is in the music folder, and the key of its cached cover. */
export const findSongPathAndCover = (db: Executor, id: number) =>
  db.selectFrom('songs').select(['path', 'cover_key']).where('id', '=', id).executeTakeFirst();
