import type { Dirent } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/connect';
import type { NewSong } from '../../../db/schema';
import * as repository from '../repository';
import type { CoverCache } from './covers';
import { allocateId } from './ids';
import {
  audioTypeOf,
  dirOf,
  findSidecars,
  pickFolderCover,
  toLibraryPath,
  topFolderOf,
  type AudioType,
} from './library-files';
import { lyricText, formatLrc, parseLrc } from './lrc';
import { buildFolderPlaylists, PLAY_LOG_DAYS, type FolderCover } from './playlists';
import { decodeText } from './text-decoding';
import { readTrackTags, UnreadableAudioError } from './track-tags';

/**
 * Brings the database in step with the music folder. Files whose size and modification time (and
 * those of their lyrics and folder cover) have not changed are skipped; new and changed ones are read
 * with music-metadata; vanished ones are dropped (a moved or renamed file keeps its plays). A file that
 * cannot be read is reported and skipped. Then the category playlists are rebuilt from the folders.
 */

export interface ScanProgress {
  /** `listing`: the folder has been walked; `reading`: one more new or changed file has been read. */
  phase: 'listing' | 'reading';
  done: number;
  total: number;
}

export interface ScanFailure {
  path: string;
  message: string;
}

export interface ScanReport {
  /** Audio files found. */
  files: number;
  added: string[];
  updated: string[];
  unchanged: number;
  removed: string[];
  renamed: { from: string; to: string }[];
  failed: ScanFailure[];
  durationMs: number;
}

export interface ScanDeps {
  db: Db;
  musicDir: string;
  covers: CoverCache;
  now?: () => Date;
}

export interface ScanOptions {
  onProgress?: (progress: ScanProgress) => void;
  signal?: AbortSignal;
  /**
   * Files that could not be read, by path, with their signature then: while it stays the same they
   * are reported again without being read again (the watcher rescans often).
   */
  failures?: Map<string, { signature: string; message: string }>;
  /** Files read at once. */
  concurrency?: number;
}

interface FileStat {
  size: number;
  mtimeMs: number;
}

interface FoundFile extends FileStat {
  path: string;
  absolute: string;
  name: string;
  dir: string;
  type: AudioType;
  signature: string;
  lyricFile?: string;
  translationFile?: string;
  ownCover?: string;
  ancestorCover?: string;
}

interface Folder {
  /** Library path of the folder ('' for the top). */
  dir: string;
  absolute: string;
  cover?: { name: string; stat: FileStat };
}

const BATCH = 100;
const stamp = (file: FileStat | undefined) => (file ? `${file.size}:${Math.floor(file.mtimeMs)}` : '-');

async function statOrUndefined(file: string): Promise<FileStat | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Walks the music folder (following links, never twice into the same folder), hidden entries skipped. */
async function walk(
  root: string,
  signal?: AbortSignal,
): Promise<{ files: FoundFile[]; folders: Map<string, Folder>; unreadable: string[] }> {
  const files: FoundFile[] = [];
  const folders = new Map<string, Folder>();
  const seen = new Set<string>();
  const unreadable: string[] = [];

  async function visit(absolute: string, dir: string, ancestors: Folder[]): Promise<void> {
    signal?.throwIfAborted();
    let real: string;
    let entries: Dirent[];
    try {
      real = await realpath(absolute);
      if (seen.has(real)) return;
      seen.add(real);
      entries = await readdir(absolute, { withFileTypes: true });
    } catch {
      unreadable.push(dir);
      return;
    }
    const visible = entries.filter((entry) => !entry.name.startsWith('.'));
    const subfolders: Dirent[] = [];
    const fileNames: string[] = [];
    await Promise.all(
      visible.map(async (entry) => {
        let isDir = entry.isDirectory();
        let isFile = entry.isFile();
        if (entry.isSymbolicLink()) {
          const target = await stat(path.join(absolute, entry.name)).catch(() => undefined);
          isDir = target?.isDirectory() ?? false;
          isFile = target?.isFile() ?? false;
        }
        if (isDir) subfolders.push(entry);
        else if (isFile) fileNames.push(entry.name);
      }),
    );
    fileNames.sort();
    const coverName = pickFolderCover(fileNames);
    const folder: Folder = { dir, absolute };
    if (coverName) {
      const coverStat = await statOrUndefined(path.join(absolute, coverName));
      if (coverStat) folder.cover = { name: coverName, stat: coverStat };
    }
    folders.set(dir, folder);
    const ancestorCover = [...ancestors].reverse().find((a) => a.cover);

    await Promise.all(
      fileNames.map(async (name) => {
        const type = audioTypeOf(name);
        if (!type) return;
        const absoluteFile = path.join(absolute, name);
        const fileStat = await statOrUndefined(absoluteFile);
        if (!fileStat || fileStat.size === 0) return;
        const sidecars = findSidecars(name, fileNames);
        const [lyricStat, translationStat] = await Promise.all([
          sidecars.lyric ? statOrUndefined(path.join(absolute, sidecars.lyric)) : undefined,
          sidecars.translation ? statOrUndefined(path.join(absolute, sidecars.translation)) : undefined,
        ]);
        const libraryPath = dir ? `${dir}/${name}` : name;
        files.push({
          ...fileStat,
          path: libraryPath,
          absolute: absoluteFile,
          name,
          dir,
          type,
          lyricFile: sidecars.lyric && lyricStat ? path.join(absolute, sidecars.lyric) : undefined,
          translationFile:
            sidecars.translation && translationStat ? path.join(absolute, sidecars.translation) : undefined,
          ownCover: folder.cover ? path.join(absolute, folder.cover.name) : undefined,
          ancestorCover: ancestorCover?.cover
            ? path.join(ancestorCover.absolute, ancestorCover.cover.name)
            : undefined,
          signature: [
            stamp(lyricStat),
            stamp(translationStat),
            folder.cover ? `${folder.cover.name}:${stamp(folder.cover.stat)}` : '-',
            ancestorCover?.cover
              ? `${ancestorCover.dir}/${ancestorCover.cover.name}:${stamp(ancestorCover.cover.stat)}`
              : '-',
          ].join('|'),
        });
      }),
    );

    for (const sub of subfolders.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      await visit(path.join(absolute, sub.name), dir ? `${dir}/${sub.name}` : sub.name, [
        ...ancestors,
        folder,
      ]);
    }
  }

  await visit(root, '', []);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, folders, unreadable };
}

/** Lower-cased, width-folded text that search matches against. */
export function searchTextOf(title: string, artists: string[], album: string, aliases: string[]): string {
  return [title, artists.join(' / '), album, aliases.join(' / ')].join('\n').normalize('NFKC').toLowerCase();
}

async function readLyricFile(file: string | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  try {
    return decodeText(await readFile(file));
  } catch {
    return undefined;
  }
}

/** The report of a scan that found nothing (or could not run). */
export const emptyScanReport = (): ScanReport => ({
  files: 0,
  added: [],
  updated: [],
  unchanged: 0,
  removed: [],
  renamed: [],
  failed: [],
  durationMs: 0,
});

export async function scanLibrary(deps: ScanDeps, options: ScanOptions = {}): Promise<ScanReport> {
  const started = Date.now();
  const now = (deps.now ?? (() => new Date()))();
  const nowIso = now.toISOString();
  const db = deps.db.kysely;
  const { signal, failures } = options;
  const report = emptyScanReport();

  // A missing folder (say, a drive not mounted yet) must not empty the library.
  const root = await stat(deps.musicDir).catch(() => undefined);
  if (!root?.isDirectory()) throw new Error(`曲库文件夹不存在或无法读取：${deps.musicDir}`);
  const { files, folders, unreadable: unreadableDirs } = await walk(deps.musicDir, signal);
  report.files = files.length;
  const existing = new Map((await repository.listSongSignatures(db)).map((row) => [row.path, row]));
  const idOwners = new Map([...existing.values()].map((row) => [row.id, row.path]));
  const idOfPath = new Map<string, number>();

  const pending: FoundFile[] = [];
  for (const file of files) {
    const row = existing.get(file.path);
    if (
      row &&
      row.size === file.size &&
      row.mtime_ms === Math.floor(file.mtimeMs) &&
      row.sidecar_sig === file.signature
    ) {
      report.unchanged++;
      continue;
    }
    const failedBefore = failures?.get(file.path);
    const fullSignature = `${stamp(file)}|${file.signature}`;
    if (failedBefore && failedBefore.signature === fullSignature) {
      report.failed.push({ path: file.path, message: failedBefore.message });
      continue;
    }
    pending.push(file);
  }
  options.onProgress?.({ phase: 'listing', done: 0, total: pending.length });

  // Folder covers are read once per scan whoever asks first.
  const folderCoverKeys = new Map<string, Promise<string | null>>();
  const coverKeyOfImage = (file: string) => {
    let key = folderCoverKeys.get(file);
    if (!key) {
      key = deps.covers.storeFile(file).catch(() => null);
      folderCoverKeys.set(file, key);
    }
    return key;
  };

  const batch: NewSong[] = [];
  const lyricBatch: repository.LyricRow[] = [];
  const unreadable: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const songs = batch.splice(0);
    const lyrics = lyricBatch.splice(0);
    await db.transaction().execute((trx) => repository.saveSongs(trx, songs, lyrics));
  };

  async function read(file: FoundFile): Promise<void> {
    let tags;
    try {
      tags = await readTrackTags(file.absolute, file.name, file.size);
    } catch (error) {
      const message =
        error instanceof UnreadableAudioError
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error);
      report.failed.push({ path: file.path, message });
      failures?.set(file.path, { signature: `${stamp(file)}|${file.signature}`, message });
      if (existing.has(file.path)) unreadable.push(file.path);
      return;
    }
    failures?.delete(file.path);

    // Cover: the folder's image, else the embedded picture, else an image in a parent folder.
    let coverKey: string | null = null;
    let coverPath: string | null = null;
    if (file.ownCover) {
      coverKey = await coverKeyOfImage(file.ownCover);
      if (coverKey) coverPath = file.ownCover;
    }
    if (!coverKey && tags.picture) {
      coverKey = await deps.covers.storeImage(tags.picture).catch(() => null);
      if (coverKey) coverPath = file.absolute;
    }
    if (!coverKey && file.ancestorCover) {
      coverKey = await coverKeyOfImage(file.ancestorCover);
      if (coverKey) coverPath = file.ancestorCover;
    }

    // Lyrics: the sidecar .lrc, else the embedded ones; the translation from .trans.lrc, else [tr] lines.
    const sidecar = await readLyricFile(file.lyricFile);
    const sidecarParsed = sidecar === undefined ? undefined : parseLrc(sidecar);
    let lyric = sidecarParsed ? lyricText(sidecarParsed) : tags.lyric;
    let translation = sidecarParsed ? formatLrc(sidecarParsed.translations) : tags.translation;
    const translationText = await readLyricFile(file.translationFile);
    if (translationText !== undefined) {
      const parsed = parseLrc(translationText);
      translation = parsed.lines.length ? formatLrc(parsed.lines) : lyricText(parsed);
    }
    if (!lyric) translation = '';
    lyric = lyric.trim();

    const previous = existing.get(file.path);
    const id = previous?.id ?? allocateId('song', file.path, (candidate) => idOwners.get(candidate));
    idOwners.set(id, file.path);
    idOfPath.set(file.path, id);
    (previous ? report.updated : report.added).push(file.path);

    batch.push({
      id,
      path: file.path,
      folder: topFolderOf(file.path),
      dir: dirOf(file.path),
      size: file.size,
      mtime_ms: Math.floor(file.mtimeMs),
      sidecar_sig: file.signature,
      duration_ms: tags.durationMs,
      bitrate: tags.bitrate,
      sample_rate: tags.sampleRate,
      lossless: tags.lossless || file.type.lossless ? 1 : 0,
      file_type: file.type.type,
      mime: file.type.mime,
      year: tags.year,
      track_no: tags.trackNo,
      disc_no: tags.discNo,
      added_at: previous?.added_at ?? nowIso,
      updated_at: nowIso,
      has_lyric: lyric ? 1 : 0,
      cover_key: coverKey,
      cover_path: coverPath ? toLibraryPath(path.relative(deps.musicDir, coverPath)) : null,
      title: tags.title,
      artists: JSON.stringify(tags.artists),
      album: tags.album,
      album_artist: tags.albumArtist,
      aliases: JSON.stringify(tags.aliases),
      search_text: searchTextOf(tags.title, tags.artists, tags.album, tags.aliases),
    });
    if (lyric) lyricBatch.push({ song_id: id, lyric, tlyric: translation.trim() });
    if (batch.length >= BATCH) await flush();
  }

  let done = 0;
  let next = 0;
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    while (next < pending.length) {
      signal?.throwIfAborted();
      const file = pending[next++]!;
      await read(file);
      options.onProgress?.({ phase: 'reading', done: ++done, total: pending.length });
    }
  });
  await Promise.all(workers);
  await flush();

  // Vanished files: a new file of the same size and time is the same file moved or renamed.
  const found = new Set(files.map((file) => file.path));
  // Songs in a folder that could not be listed this time are kept, not dropped.
  const hidden = (songPath: string) =>
    unreadableDirs.some((dir) => dir === '' || songPath.startsWith(`${dir}/`));
  const vanished = [...existing.values()].filter((row) => !found.has(row.path) && !hidden(row.path));
  // New files by size and time, to find each vanished file's new place in one look-up.
  const addedSet = new Set(report.added);
  const newByStamp = new Map<string, FoundFile[]>();
  for (const file of files) {
    if (!addedSet.has(file.path)) continue;
    const key = stamp(file);
    newByStamp.set(key, [...(newByStamp.get(key) ?? []), file]);
  }
  const renames: { from: repository.SongSignature; toId: number; to: string }[] = [];
  for (const row of vanished) {
    const candidates = newByStamp.get(`${row.size}:${row.mtime_ms}`);
    if (!candidates?.length) continue;
    const sameName = candidates.findIndex((file) => file.name === path.posix.basename(row.path));
    const [match] = candidates.splice(Math.max(0, sameName), 1);
    renames.push({ from: row, to: match!.path, toId: idOfPath.get(match!.path)! });
  }

  await db.transaction().execute(async (trx) => {
    for (const rename of renames) {
      await repository.carryOverHistory(trx, rename.from, rename.toId);
      report.renamed.push({ from: rename.from.path, to: rename.to });
    }
    const renamedFrom = new Set(renames.map((r) => r.from.path));
    for (const row of vanished) if (!renamedFrom.has(row.path)) report.removed.push(row.path);
    const dropIds = [...vanished.map((row) => row.id), ...unreadable.map((p) => existing.get(p)!.id)];
    await repository.deleteSongs(trx, dropIds);
    await repository.prunePlays(trx, new Date(now.getTime() - PLAY_LOG_DAYS * 86_400_000).toISOString());
  });
  for (const rename of renames) {
    report.added.splice(report.added.indexOf(rename.to), 1);
  }

  await rebuildPlaylists(deps, folders, coverKeyOfImage, nowIso);
  for (const list of [report.added, report.updated, report.removed]) list.sort();
  report.failed.sort((a, b) => (a.path < b.path ? -1 : 1));
  report.durationMs = Date.now() - started;
  return report;
}

/** One playlist per top-level folder holding music; ids are stable hashes of the folder name. */
async function rebuildPlaylists(
  deps: ScanDeps,
  folders: Map<string, Folder>,
  coverKeyOfImage: (file: string) => Promise<string | null>,
  nowIso: string,
): Promise<void> {
  const db = deps.db.kysely;
  const tracks = (await repository.listFolderTracks(db)).map((row) => ({
    folder: row.folder,
    path: row.path,
    coverKey: row.cover_key,
    coverPath: row.cover_path,
  }));
  const topFolders = new Set(tracks.map((track) => track.folder).filter(Boolean));
  const folderCovers = new Map<string, FolderCover>();
  for (const name of topFolders) {
    const folder = folders.get(name);
    if (!folder?.cover) continue;
    const file = path.join(folder.absolute, folder.cover.name);
    const key = await coverKeyOfImage(file);
    if (key) folderCovers.set(name, { key, path: toLibraryPath(path.relative(deps.musicDir, file)) });
  }
  const drafts = buildFolderPlaylists(tracks, folderCovers);
  const existing = await repository.listPlaylistRows(db);
  const owners = new Map(existing.map((row) => [row.id, row.folder]));
  const playlists = drafts.map((draft) => {
    const id =
      existing.find((row) => row.folder === draft.folder)?.id ??
      allocateId('playlist', draft.folder, (candidate) => owners.get(candidate));
    owners.set(id, draft.folder);
    return {
      id,
      folder: draft.folder,
      name: draft.name,
      cover_key: draft.coverKey,
      cover_path: draft.coverPath,
      track_count: draft.trackCount,
    };
  });
  await db.transaction().execute((trx) => repository.syncPlaylists(trx, playlists, nowIso));
}
