import { sql, type Kysely } from 'kysely';
import type { Database, NewSong, PlaylistTable } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';

// ---------------------------------------------------------------------------------------------
// What the scanner reads and writes

export const listSongSignatures = (db: Executor) =>
  db
    .selectFrom('songs')
    .select(['id', 'path', 'size', 'mtime_ms', 'sidecar_sig', 'play_count', 'last_played_at', 'added_at'])
    .execute();
export type SongSignature = Awaited<ReturnType<typeof listSongSignatures>>[number];

export interface LyricRow {
  song_id: number;
  lyric: string;
  tlyric: string;
}

/** Inserts or replaces songs (and their lyrics), keeping play counts and the date first seen. */
export async function saveSongs(db: Executor, songs: NewSong[], lyrics: LyricRow[]): Promise<void> {
  if (songs.length === 0) return;
  await db
    .insertInto('songs')
    .values(songs)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        path: eb.ref('excluded.path'),
        folder: eb.ref('excluded.folder'),
        dir: eb.ref('excluded.dir'),
        size: eb.ref('excluded.size'),
        mtime_ms: eb.ref('excluded.mtime_ms'),
        sidecar_sig: eb.ref('excluded.sidecar_sig'),
        duration_ms: eb.ref('excluded.duration_ms'),
        bitrate: eb.ref('excluded.bitrate'),
        sample_rate: eb.ref('excluded.sample_rate'),
        lossless: eb.ref('excluded.lossless'),
        file_type: eb.ref('excluded.file_type'),
        mime: eb.ref('excluded.mime'),
        year: eb.ref('excluded.year'),
        track_no: eb.ref('excluded.track_no'),
        disc_no: eb.ref('excluded.disc_no'),
        updated_at: eb.ref('excluded.updated_at'),
        has_lyric: eb.ref('excluded.has_lyric'),
        cover_key: eb.ref('excluded.cover_key'),
        cover_path: eb.ref('excluded.cover_path'),
        title: eb.ref('excluded.title'),
        artists: eb.ref('excluded.artists'),
        album: eb.ref('excluded.album'),
        album_artist: eb.ref('excluded.album_artist'),
        aliases: eb.ref('excluded.aliases'),
        search_text: eb.ref('excluded.search_text'),
      })),
    )
    .execute();
  const ids = songs.map((song) => song.id);
  await db.deleteFrom('song_lyrics').where('song_id', 'in', ids).execute();
  if (lyrics.length) await db.insertInto('song_lyrics').values(lyrics).execute();
}

/** A renamed or moved file keeps its history: plays, play count and the date it was first added. */
export async function carryOverHistory(
  db: Executor,
  from: { id: number; play_count: number; last_played_at: string | null; added_at: string },
  toId: number,
): Promise<void> {
  await db.updateTable('plays').set({ song_id: toId }).where('song_id', '=', from.id).execute();
  await db
    .updateTable('songs')
    .set({ play_count: from.play_count, last_played_at: from.last_played_at, added_at: from.added_at })
    .where('id', '=', toId)
    .execute();
}

export async function deleteSongs(db: Executor, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await db.deleteFrom('plays').where('song_id', 'in', chunk).execute();
    await db.deleteFrom('song_lyrics').where('song_id', 'in', chunk).execute();
    await db.deleteFrom('songs').where('id', 'in', chunk).execute();
  }
}

export const listFolderTracks = (db: Executor) =>
  db.selectFrom('songs').select(['folder', 'path', 'cover_key', 'cover_path']).execute();

export const listPlaylistRows = (db: Executor) => db.selectFrom('playlists').selectAll().execute();

export type PlaylistWrite = Omit<PlaylistTable, 'created_at' | 'updated_at'>;

/** Makes the playlists table exactly `playlists`, touching only rows that changed. */
export async function syncPlaylists(db: Executor, playlists: PlaylistWrite[], now: string): Promise<void> {
  const existing = new Map((await listPlaylistRows(db)).map((row) => [row.folder, row]));
  const keep = new Set(playlists.map((p) => p.folder));
  const gone = [...existing.values()].filter((row) => !keep.has(row.folder)).map((row) => row.id);
  if (gone.length) await db.deleteFrom('playlists').where('id', 'in', gone).execute();
  for (const playlist of playlists) {
    const row = existing.get(playlist.folder);
    if (!row) {
      await db
        .insertInto('playlists')
        .values({ ...playlist, created_at: now, updated_at: now })
        .execute();
    } else if (
      row.name !== playlist.name ||
      row.cover_key !== playlist.cover_key ||
      row.cover_path !== playlist.cover_path ||
      row.track_count !== playlist.track_count
    ) {
      const { id: _id, folder: _folder, ...changes } = playlist;
      await db
        .updateTable('playlists')
        .set({ ...changes, updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export async function prunePlays(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('plays').where('played_at', '<', before).execute();
}

// ---------------------------------------------------------------------------------------------
// What the API reads

/** The columns a song's JSON is made from. */
const songColumns = [
  's.id',
  's.title',
  's.artists',
  's.album',
  's.album_artist',
  's.aliases',
  's.duration_ms',
  's.track_no',
  's.disc_no',
  's.year',
  's.cover_key',
  's.play_count',
  's.bitrate',
] as const;

const songs = (db: Executor) => db.selectFrom('songs as s');
export type SongListRow = Awaited<ReturnType<typeof songsByIds>>[number];

export const songsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length ? songs(db).select(songColumns).where('s.id', 'in', ids).execute() : Promise.resolve([]);

/** Plays of the most played song (index only): the scale of every song's popularity. */
export async function mostPlays(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('songs')
    .select('play_count')
    .orderBy('play_count', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.play_count ?? 0;
}

export async function libraryStats(db: Executor) {
  const row = await db
    .selectFrom('songs')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('play_count').as('most_plays'),
      eb.fn.sum<number>('play_count').as('plays'),
      eb.fn.max('updated_at').as('updated_at'),
      eb.fn.max('added_at').as('added_at'),
      eb.fn.max('last_played_at').as('played_at'),
    ])
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    mostPlays: Number(row?.most_plays ?? 0),
    plays: Number(row?.plays ?? 0),
    updatedAt: row?.updated_at ?? null,
    addedAt: row?.added_at ?? null,
    playedAt: row?.played_at ?? null,
  };
}

export async function recentPlayCount(db: Executor, since: string): Promise<number> {
  const row = await db
    .selectFrom('plays')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('played_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type ChartOrder = 'rising' | 'new' | 'hot' | 'all';

/** A chart's songs in chart order, from `offset`, at most `limit` (ids only or full rows). */
function chartQuery(db: Executor, order: ChartOrder, since: string) {
  if (order === 'rising') {
    const recent = db
      .selectFrom('plays')
      .select(['song_id', (eb) => eb.fn.countAll<number>().as('recent')])
      .where('played_at', '>=', since)
      .groupBy('song_id')
      .as('r');
    return songs(db)
      .leftJoin(recent, 'r.song_id', 's.id')
      .orderBy(sql`coalesce(r.recent, 0)`, 'desc')
      .orderBy('s.play_count', 'desc')
      .orderBy('s.added_at', 'desc')
      .orderBy('s.path');
  }
  if (order === 'new') return songs(db).orderBy('s.added_at', 'desc').orderBy('s.path');
  if (order === 'hot') {
    return songs(db)
      .orderBy('s.play_count', 'desc')
      .orderBy(sql`coalesce(s.last_played_at, '')`, 'desc')
      .orderBy('s.added_at', 'desc')
      .orderBy('s.path');
  }
  return songs(db).orderBy('s.path');
}

export const chartSongs = (db: Executor, order: ChartOrder, since: string, offset: number, limit: number) =>
  chartQuery(db, order, since).select(songColumns).offset(offset).limit(limit).execute();

export async function chartSongIds(db: Executor, order: ChartOrder, since: string, limit: number) {
  const rows = await chartQuery(db, order, since).select('s.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

export const findPlaylist = (db: Executor, id: number) =>
  db.selectFrom('playlists').selectAll().where('id', '=', id).executeTakeFirst();

/** Category playlists with the plays of their songs. */
export async function listPlaylistsWithPlays(db: Executor) {
  const plays = await db
    .selectFrom('songs')
    .select(['folder', (eb) => eb.fn.sum<number>('play_count').as('plays')])
    .groupBy('folder')
    .execute();
  const byFolder = new Map(plays.map((row) => [row.folder, Number(row.plays ?? 0)]));
  const rows = await listPlaylistRows(db);
  return rows.map((row) => ({ ...row, plays: byFolder.get(row.folder) ?? 0 }));
}

export async function folderPlays(db: Executor, folder: string): Promise<number> {
  const row = await db
    .selectFrom('songs')
    .select((eb) => eb.fn.sum<number>('play_count').as('plays'))
    .where('folder', '=', folder)
    .executeTakeFirst();
  return Number(row?.plays ?? 0);
}

/** A folder's songs: sub-folder by sub-folder, in disc and track order, then by file name. */
const folderQuery = (db: Executor, folder: string) =>
  songs(db)
    .where('s.folder', '=', folder)
    .orderBy('s.dir')
    .orderBy(sql`coalesce(s.disc_no, 0)`)
    .orderBy(sql`coalesce(s.track_no, 1000000)`)
    .orderBy('s.path');

export const folderSongs = (db: Executor, folder: string, offset: number, limit: number) =>
  folderQuery(db, folder).select(songColumns).offset(offset).limit(limit).execute();

export async function folderSongIds(db: Executor, folder: string): Promise<number[]> {
  const rows = await folderQuery(db, folder).select('s.id').execute();
  return rows.map((row) => row.id);
}

/**
 * Songs whose search text contains every term. Title matches rank first (exact, then leading, then
 * anywhere), then artist matches, then the rest; more played songs before less.
 */
export async function searchSongs(
  db: Executor,
  terms: readonly string[],
  phrase: string,
  offset: number,
  limit: number,
) {
  let filtered = songs(db);
  for (const term of terms) {
    filtered = filtered.where(sql<boolean>`s.search_text like ${likePattern(term)} escape '\\'`);
  }
  const countRow = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || offset >= total) return { rows: [], total };
  const rank = sql<number>`case
      when lower(s.title) = ${phrase} then 0
      when lower(s.title) like ${likePattern(phrase).slice(1)} escape '\\' then 1
      when lower(s.title) like ${likePattern(phrase)} escape '\\' then 2
      when lower(s.artists) like ${likePattern(phrase)} escape '\\' then 3
      else 4 end`;
  const rows = await filtered
    .select(songColumns)
    .orderBy(rank)
    .orderBy('s.play_count', 'desc')
    .orderBy('s.path')
    .offset(offset)
    .limit(limit)
    .execute();
  return { rows, total };
}

export const findLyrics = (db: Executor, id: number) =>
  db.selectFrom('song_lyrics').select(['lyric', 'tlyric']).where('song_id', '=', id).executeTakeFirst();

export const songFiles = (db: Executor, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('songs')
        .select(['id', 'path', 'size', 'bitrate', 'file_type', 'mime', 'lossless', 'duration_ms'])
        .where('id', 'in', ids)
        .execute()
    : Promise.resolve([]);

export const findSongFile = (db: Executor, id: number) =>
  db.selectFrom('songs').select(['id', 'path', 'mime']).where('id', '=', id).executeTakeFirst();

export async function recordPlay(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('songs')
      .set((eb) => ({ play_count: eb('play_count', '+', 1), last_played_at: at }))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.insertInto('plays').values({ song_id: id, played_at: at }).execute();
    return true;
  });
}

/** Where a cached cover can be drawn again from: an image file or an audio file with a picture. */
export async function findCoverSource(db: Executor, key: string): Promise<string | undefined> {
  const song = await db
    .selectFrom('songs')
    .select('cover_path')
    .where('cover_key', '=', key)
    .where('cover_path', 'is not', null)
    .executeTakeFirst();
  if (song?.cover_path) return song.cover_path;
  const playlist = await db
    .selectFrom('playlists')
    .select('cover_path')
    .where('cover_key', '=', key)
    .where('cover_path', 'is not', null)
    .executeTakeFirst();
  return playlist?.cover_path ?? undefined;
}

/** Which of these cover keys a song or a playlist still shows. */
export async function usedCoverKeys(db: Executor, keys: readonly string[]): Promise<Set<string | null>> {
  const [songs, playlists] = await Promise.all([
    db.selectFrom('songs').select('cover_key').where('cover_key', 'in', keys).execute(),
    db.selectFrom('playlists').select('cover_key').where('cover_key', 'in', keys).execute(),
  ]);
  return new Set([...songs, ...playlists].map((row) => row.cover_key));
}
