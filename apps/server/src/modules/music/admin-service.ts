import type { AdminScanStatus } from '@blog/contract';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { idleScanStatus, type MusicLibrary } from './library/library';
import { audioTypeOf } from './library/library-files';
import { searchTextOf } from './library/scanner';
import { dropUnusedCovers, removeSongFiles } from './library/song-files';
import { deleteSongs } from './repository';
import * as repository from './admin-repository';

/** The folder of the music library that uploads go to. */
export const UPLOAD_FOLDER = '上传';
export const MAX_SONG_BYTES = 100 * 1024 * 1024;

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The built-in library: with music from an upstream server there is none to scan or upload to. */
function builtInLibrary(music: MusicLibrary | undefined): MusicLibrary {
  if (!music) throw new ConflictError('音乐来自上游服务器（MUSIC_UPSTREAM），没有本地曲库可以扫描或上传');
  return music;
}

/** The library's scan in progress, else its last one, whoever started it. */
export const scanStatus = (music: MusicLibrary | undefined): AdminScanStatus =>
  music?.status() ?? idleScanStatus();

/** Starts a rescan, or joins the one in progress; it goes on after the answer (watched through GET). */
export function startScan(music: MusicLibrary | undefined): AdminScanStatus {
  const library = builtInLibrary(music);
  void library.scan();
  return library.status();
}

type SongRow = Awaited<ReturnType<typeof repository.listSongs>>['rows'][number];
const toItem = ({ aliases: _aliases, artists, ...row }: SongRow) => ({ ...row, artists: parseList(artists) });

export async function listSongs(ctx: AppContext, keyword: string | undefined, current: number, size: number) {
  const { rows, total } = await repository.listSongs(
    ctx.db.kysely,
    keyword?.toLowerCase(),
    (current - 1) * size,
    size,
  );
  return { current, size, total, list: rows.map(toItem) };
}

export async function getSong(ctx: AppContext, id: number) {
  const row = await repository.findSong(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('歌曲不存在');
  const { lyric, tlyric, ...song } = row;
  return { ...toItem(song), lyric: lyric ?? '', tlyric: tlyric ?? '' };
}

/**
 * Corrects a song's title, artists or lyrics in the library. The file is left as it is: the edit
 * holds until the file itself changes and is read again.
 */
export async function updateSong(
  ctx: AppContext,
  id: number,
  changes: { title?: string; artists?: string[]; lyric?: string; tlyric?: string },
) {
  const song = await getSong(ctx, id);
  const title = changes.title ?? song.title;
  const artists = changes.artists ?? song.artists;
  const lyric = changes.lyric ?? song.lyric;
  const tlyric = changes.tlyric ?? song.tlyric;
  const row = await repository.findSong(ctx.db.kysely, id);
  const aliases = parseList(row?.aliases ?? '[]');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repository.updateSong(trx, id, {
      title,
      artists: JSON.stringify(artists),
      search_text: searchTextOf(title, artists, song.album, aliases),
      has_lyric: lyric.trim() ? 1 : 0,
      updated_at: nowIso(),
    });
    await repository.replaceLyrics(trx, id, lyric, tlyric);
  });
  return getSong(ctx, id);
}

export async function listPlaylists(ctx: AppContext, current: number, size: number) {
  const { rows, total } = await repository.listPlaylists(ctx.db.kysely, (current - 1) * size, size);
  return { current, size, total, list: rows };
}

/** A file name safe to write: no folders, no control characters, no leading dot. */
export function safeFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  return Array.from(base, (char) => (char.charCodeAt(0) < 0x20 ? '_' : char))
    .join('')
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim();
}

/** File names are at most 255 bytes on the usual file systems; room is left for a `.lrc` twin. */
const MAX_FILE_NAME_BYTES = 200;

/** Whether music-metadata finds an audio stream in `data` (a container and a sample rate or duration). */
async function isAudio(data: Buffer): Promise<boolean> {
  try {
    // Loaded on first use, like the scanner's (library/track-tags.ts).
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(data, undefined, { duration: false, skipCovers: true });
    return Boolean(format.container) && Boolean(format.sampleRate || format.duration || format.bitrate);
  } catch {
    return false;
  }
}

/**
 * Stores an uploaded song (and its .lrc) in the upload folder of the library and rescans, so it
 * plays at once. An existing file of the same name is a 409: nothing is overwritten.
 */
export async function storeSong(
  ctx: AppContext,
  music: MusicLibrary | undefined,
  audio: { filename: string; data: Buffer },
  lrc?: { data: Buffer },
): Promise<{ path: string; lyric: boolean }> {
  const library = builtInLibrary(music);
  const name = safeFileName(audio.filename);
  if (!name || !audioTypeOf(name))
    throw new BadRequestError('参数错误：file 必须是 MP3、FLAC、M4A、OGG 等音频文件');
  if (Buffer.byteLength(name) > MAX_FILE_NAME_BYTES)
    throw new BadRequestError('参数错误：file 的文件名太长了');
  if (!audio.data.length) throw new BadRequestError('参数错误：file 是空文件');
  // Whatever its name says, it goes into the library only if it reads as audio.
  if (!(await isAudio(audio.data))) throw new BadRequestError('参数错误：file 不是有效的音频文件');
  const folder = path.join(ctx.config.musicDir, UPLOAD_FOLDER);
  const file = path.join(folder, name);
  if (existsSync(file)) throw new ConflictError(`已有同名歌曲：${name}`);
  await mkdir(folder, { recursive: true });
  if (lrc) await writeFile(file.slice(0, -path.extname(file).length) + '.lrc', lrc.data);
  await writeFile(file, audio.data);
  // Once more after a scan in progress, which may have listed the folder before this file was in it.
  await library.rescan();
  // The library logged why; the song is not in it until a later scan succeeds.
  if (library.status().phase === 'failed') throw new Error('the rescan after an upload failed');
  return { path: `${UPLOAD_FOLDER}/${name}`, lyric: Boolean(lrc) };
}

/**
 * Deletes a song from the music folder (its lyrics, and the folder's cover once no song is left to
 * show it), then its row, and rescans so that its playlist loses it. With music from an upstream
 * server there is no folder: 409, as for uploads.
 */
export async function deleteSong(
  ctx: AppContext,
  music: MusicLibrary | undefined,
  id: number,
): Promise<void> {
  const library = builtInLibrary(music);
  const song = await repository.findSongPathAndCover(ctx.db.kysely, id);
  if (!song) throw new NotFoundError('歌曲不存在');
  await removeSongFiles(ctx.config.musicDir, song.path);
  await deleteSongs(ctx.db.kysely, [id]);
  await library.rescan();
  await dropUnusedCovers(ctx.db.kysely, library.covers.dir, [song.cover_key]);
}
