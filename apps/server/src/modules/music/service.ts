import { songAudioPath } from '@blog/contract/music-routes';
import type {
  CloudSearchResponse,
  LyricResponse,
  MusicSearchResponse,
  PlaylistDetailResponse,
  PlaylistSummary,
  PlaylistTracksResponse,
  Privilege,
  SearchSong,
  Song,
  SongDetailResponse,
  SongUrl,
  ToplistResponse,
} from '@blog/contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { WindowCounts } from '../../lib/window-counts';
import { chartCoverKey, coverKeyOf, coverUrl, isCoverKey, type CoverCache } from './library/covers';
import { albumId, artistId } from './library/ids';
import { audioTypeOf } from './library/library-files';
import {
  CHARTS,
  RISING_DAYS,
  chartById,
  chartLength,
  pageOf,
  popularity,
  type ChartDefinition,
} from './library/playlists';
import { readEmbeddedPicture } from './library/track-tags';
import * as repository from './repository';

const toMs = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);
const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

function toSong(row: repository.SongListRow, mostPlays: number): Song {
  const artists = parseList(row.artists);
  return {
    id: row.id,
    name: row.title,
    ar: artists.map((name) => ({ id: artistId(name), name })),
    al: {
      id: albumId(row.album, row.album_artist ?? artists[0] ?? ''),
      name: row.album,
      picUrl: coverUrl(row.cover_key),
    },
    alia: parseList(row.aliases),
    dt: row.duration_ms,
    no: row.track_no ?? 0,
    cd: row.disc_no ? String(row.disc_no).padStart(2, '0') : '',
    fee: 0,
    mv: 0,
    pop: popularity(row.play_count, mostPlays),
    publishTime: row.year ? Date.UTC(row.year, 0, 1) : 0,
  };
}

const toPrivilege = (row: repository.SongListRow): Privilege => ({
  id: row.id,
  fee: 0,
  payed: 0,
  st: 0,
  pl: row.bitrate,
  dl: row.bitrate,
  maxbr: row.bitrate,
});

const sinceRising = (now: Date) => new Date(now.getTime() - RISING_DAYS * 86_400_000).toISOString();

// ---------------------------------------------------------------------------------------------
// Charts and playlists

type Stats = Awaited<ReturnType<typeof repository.libraryStats>>;

function chartSummary(chart: ChartDefinition, stats: Stats, recentPlays: number): PlaylistSummary {
  const updated =
    chart.kind === 'new'
      ? stats.addedAt
      : chart.kind === 'all'
        ? stats.updatedAt
        : (stats.playedAt ?? stats.updatedAt);
  return {
    id: chart.id,
    name: chart.name,
    coverImgUrl: coverUrl(chartCoverKey(chart.kind)),
    description: chart.description,
    trackCount: chartLength(chart, stats.count),
    updateFrequency: chart.updateFrequency,
    updateTime: toMs(updated),
    playCount: chart.kind === 'rising' ? recentPlays : stats.plays,
    ToplistType: chart.toplistType,
  };
}

type PlaylistRow = Awaited<ReturnType<typeof repository.listPlaylistsWithPlays>>[number];

const folderSummary = (row: Omit<PlaylistRow, 'plays'>, plays: number): PlaylistSummary => ({
  id: row.id,
  name: row.name,
  coverImgUrl: coverUrl(row.cover_key),
  description: `文件夹「${row.folder}」中的歌曲`,
  trackCount: row.track_count,
  updateFrequency: '随文件夹更新',
  updateTime: toMs(row.updated_at),
  playCount: plays,
});

/** The charts, then one playlist per top-level folder (docs/spec.md §9: the player opens the fourth). */
export async function toplist(ctx: AppContext, now = new Date()): Promise<ToplistResponse> {
  const db = ctx.db.kysely;
  const [stats, recentPlays, folders] = await Promise.all([
    repository.libraryStats(db),
    repository.recentPlayCount(db, sinceRising(now)),
    repository.listPlaylistsWithPlays(db),
  ]);
  return {
    code: 200,
    list: [
      ...CHARTS.map((chart) => chartSummary(chart, stats, recentPlays)),
      ...sortFolders(folders).map((row) => folderSummary(row, row.plays)),
    ],
  };
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });
const sortFolders = <T extends { folder: string }>(rows: T[]) =>
  rows.sort((a, b) => collator.compare(a.folder, b.folder));

interface ResolvedPlaylist {
  summary: PlaylistSummary;
  total: number;
  mostPlays: number;
  ids: () => Promise<number[]>;
  page: (offset: number, limit: number) => Promise<repository.SongListRow[]>;
}

async function resolvePlaylist(ctx: AppContext, id: number, now: Date): Promise<ResolvedPlaylist> {
  const db = ctx.db.kysely;
  const chart = chartById(id);
  if (chart) {
    const stats = await repository.libraryStats(db);
    const since = sinceRising(now);
    const recentPlays = chart.kind === 'rising' ? await repository.recentPlayCount(db, since) : 0;
    const total = chartLength(chart, stats.count);
    return {
      summary: chartSummary(chart, stats, recentPlays),
      total,
      mostPlays: stats.mostPlays,
      ids: () => repository.chartSongIds(db, chart.kind, since, total),
      page: (offset, limit) => {
        const { start, end } = pageOf(total, offset, limit);
        return end > start
          ? repository.chartSongs(db, chart.kind, since, start, end - start)
          : Promise.resolve([]);
      },
    };
  }
  const row = await repository.findPlaylist(db, id);
  if (!row) throw new NotFoundError('歌单不存在');
  const [plays, most] = await Promise.all([repository.folderPlays(db, row.folder), repository.mostPlays(db)]);
  return {
    summary: folderSummary(row, plays),
    total: row.track_count,
    mostPlays: most,
    ids: () => repository.folderSongIds(db, row.folder),
    page: (offset, limit) => repository.folderSongs(db, row.folder, offset, limit),
  };
}

export async function playlistDetail(
  ctx: AppContext,
  id: number,
  offset: number,
  limit: number,
  now = new Date(),
): Promise<PlaylistDetailResponse> {
  const playlist = await resolvePlaylist(ctx, id, now);
  const [ids, rows] = await Promise.all([playlist.ids(), playlist.page(offset, limit)]);
  const songs = rows.map((row) => toSong(row, playlist.mostPlays));
  return {
    code: 200,
    playlist: {
      ...playlist.summary,
      trackCount: ids.length,
      tracks: songs,
      trackIds: ids.map((songId) => ({ id: songId })),
    },
    songs,
    total: ids.length,
    privileges: rows.map(toPrivilege),
  };
}

export async function playlistTracks(
  ctx: AppContext,
  id: number,
  offset: number,
  limit: number,
  now = new Date(),
): Promise<PlaylistTracksResponse> {
  const playlist = await resolvePlaylist(ctx, id, now);
  const rows = await playlist.page(offset, limit);
  return {
    code: 200,
    songs: rows.map((row) => toSong(row, playlist.mostPlays)),
    privileges: rows.map(toPrivilege),
    total: playlist.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Songs

export async function songDetail(ctx: AppContext, ids: number[]): Promise<SongDetailResponse> {
  const db = ctx.db.kysely;
  const [rows, most] = await Promise.all([repository.songsByIds(db, ids), repository.mostPlays(db)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  return {
    code: 200,
    songs: ordered.map((row) => toSong(row, most)),
    privileges: ordered.map(toPrivilege),
  };
}

/** NetEase's level for what the file is: the library serves originals, never transcodes. */
function levelOf(file: { lossless: number; bitrate: number }): string {
  if (file.lossless) return 'lossless';
  if (file.bitrate >= 320_000 * 0.9) return 'exhigh';
  if (file.bitrate >= 192_000 * 0.9) return 'higher';
  return 'standard';
}

export const audioUrl = songAudioPath;

export async function songUrls(ctx: AppContext, ids: number[]): Promise<{ code: 200; data: SongUrl[] }> {
  const files = new Map((await repository.songFiles(ctx.db.kysely, ids)).map((file) => [file.id, file]));
  return {
    code: 200,
    data: ids.map((id): SongUrl => {
      const file = files.get(id);
      if (!file) {
        return {
          id,
          url: null,
          br: 0,
          size: 0,
          md5: null,
          code: 404,
          expi: 0,
          type: null,
          encodeType: null,
          level: null,
          gain: 0,
          fee: 0,
          payed: 0,
          time: 0,
        };
      }
      return {
        id,
        url: audioUrl(id),
        br: file.bitrate,
        size: file.size,
        md5: null,
        code: 200,
        expi: 1200,
        type: file.file_type,
        encodeType: file.file_type,
        level: levelOf(file),
        gain: 0,
        fee: 0,
        payed: 0,
        time: file.duration_ms,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Search

/** Words of the query, normalised like the songs' search text; at most 8 of them. */
export function searchTerms(keywords: string): { terms: string[]; phrase: string } {
  const phrase = keywords.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
  const terms = [...new Set(phrase.split(' ').filter(Boolean))].slice(0, 8);
  return { terms, phrase };
}

async function findSongs(ctx: AppContext, keywords: string, offset: number, limit: number) {
  const { terms, phrase } = searchTerms(keywords);
  const db = ctx.db.kysely;
  const [{ rows, total }, most] = await Promise.all([
    repository.searchSongs(db, terms, phrase, offset, limit),
    repository.mostPlays(db),
  ]);
  return {
    songs: rows.map((row) => toSong(row, most)),
    total,
    hasMore: offset + rows.length < total,
  };
}

function toSearchSong(song: Song): SearchSong {
  // No artist pictures in a music folder: the album cover stands in (the player uses it as the cover).
  const picture = song.al.picUrl;
  const first = song.ar[0] ?? { id: 0, name: '' };
  return {
    id: song.id,
    name: song.name,
    artists: song.ar.map((artist) => ({ ...artist, img1v1Url: picture })),
    album: {
      id: song.al.id,
      name: song.al.name,
      picUrl: picture,
      artist: { id: first.id, name: first.name, img1v1Url: picture },
    },
    duration: song.dt,
    alias: song.alia,
    fee: 0,
    mvid: 0,
  };
}

export async function search(
  ctx: AppContext,
  keywords: string,
  offset: number,
  limit: number,
): Promise<MusicSearchResponse> {
  const found = await findSongs(ctx, keywords, offset, limit);
  return {
    code: 200,
    result: { songs: found.songs.map(toSearchSong), songCount: found.total, hasMore: found.hasMore },
  };
}

export async function cloudSearch(
  ctx: AppContext,
  keywords: string,
  offset: number,
  limit: number,
): Promise<CloudSearchResponse> {
  const found = await findSongs(ctx, keywords, offset, limit);
  return { code: 200, result: { songs: found.songs, songCount: found.total, hasMore: found.hasMore } };
}

// ---------------------------------------------------------------------------------------------
// Lyrics

export async function lyric(ctx: AppContext, id: number): Promise<LyricResponse> {
  const row = await repository.findLyrics(ctx.db.kysely, id);
  if (!row?.lyric) return { code: 200, nolyric: true };
  return {
    code: 200,
    lrc: { version: 1, lyric: row.lyric },
    tlyric: { version: row.tlyric ? 1 : 0, lyric: row.tlyric },
  };
}

// ---------------------------------------------------------------------------------------------
// Media

/**
 * The file behind a song id, or undefined. The path comes from the database (written by the scanner),
 * never from the request, and must lie inside the music folder.
 */
export async function audioFile(
  ctx: AppContext,
  id: number,
): Promise<{ file: string; mime: string } | undefined> {
  const row = await repository.findSongFile(ctx.db.kysely, id);
  if (!row) return undefined;
  const root = path.resolve(ctx.config.musicDir);
  const file = path.resolve(root, row.path);
  if (!file.startsWith(root + path.sep)) return undefined;
  return { file, mime: row.mime };
}

/** Plays from one listener are counted once per song within this window (players re-request the start). */
const PLAY_DEDUPE_MS = 30_000;
const PLAY_DEDUPE_ENTRIES = 10_000;

export class PlayCounter {
  /** The app's counts (shared through Redis): a listener on two processes counts once. */
  constructor(private readonly counts: WindowCounts = new WindowCounts(undefined, PLAY_DEDUPE_ENTRIES)) {}

  /** True when this (listener, song) has not started within the window; remembers it. */
  async shouldCount(listener: string, id: number): Promise<boolean> {
    return (await this.counts.add(`play:${id}:${listener}`, PLAY_DEDUPE_MS)) === 1;
  }
}

export async function countPlay(
  ctx: AppContext,
  counter: PlayCounter,
  listener: string,
  id: number,
  now = new Date(),
): Promise<boolean> {
  if (!(await counter.shouldCount(listener, id))) return false;
  return repository.recordPlay(ctx.db.kysely, id, now.toISOString());
}

/**
 * The cached WebP for a cover key at a size, drawing it again when the cache lost it: generated
 * covers are redrawn, others re-read from the image or audio file they came from.
 */
export async function coverFile(
  ctx: AppContext,
  covers: CoverCache,
  key: string,
  size: number,
): Promise<string | undefined> {
  if (!isCoverKey(key)) return undefined;
  const cached = await covers.file(key, size);
  if (cached) return cached;
  if (!(await covers.storeGenerated(key))) {
    const source = await repository.findCoverSource(ctx.db.kysely, key);
    if (!source) return undefined;
    const file = path.resolve(ctx.config.musicDir, source);
    try {
      const bytes = audioTypeOf(file) ? await readEmbeddedPicture(file) : await readFile(file);
      // The source changed since it was scanned: the next scan gives the song its new cover.
      if (!bytes || coverKeyOf(bytes) !== key) return undefined;
      await covers.store(key, bytes);
    } catch {
      return undefined;
    }
  }
  return covers.file(key, size);
}
