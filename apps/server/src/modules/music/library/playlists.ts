/**
 * Charts and category playlists: which there are, in which order, and what they hold. Pure: the
 * repository runs the queries, these functions decide.
 */

export type ChartKind = 'rising' | 'new' | 'hot' | 'all';

export interface ChartDefinition {
  kind: ChartKind;
  /** Fixed ids below the hashed range (music/ids.ts). */
  id: number;
  name: string;
  description: string;
  updateFrequency: string;
  /** NetEase's chart type letter. */
  toplistType: string;
  /** Longest the chart gets; null for no limit. */
  limit: number | null;
}

/** Songs in a ranked chart, as on NetEase. */
export const CHART_SIZE = 100;
/** 飙升榜 counts plays in this many days. */
export const RISING_DAYS = 7;
/** Plays older than this are pruned from the play log (totals stay on the songs). */
export const PLAY_LOG_DAYS = 30;

/**
 * In `toplist/detail` order. The player opens the fourth entry (docs/spec.md §9), so 全部歌曲 stands fourth:
 * it is never empty while the library is not, even on a fresh install where nothing has been played.
 */
export const CHARTS: readonly ChartDefinition[] = [
  {
    kind: 'rising',
    id: 1,
    name: '飙升榜',
    description: `最近 ${RISING_DAYS} 天播放最多的歌曲`,
    updateFrequency: '实时更新',
    toplistType: 'S',
    limit: CHART_SIZE,
  },
  {
    kind: 'new',
    id: 2,
    name: '新歌榜',
    description: '最近加入曲库的歌曲',
    updateFrequency: '有新歌时更新',
    toplistType: 'N',
    limit: CHART_SIZE,
  },
  {
    kind: 'hot',
    id: 3,
    name: '热歌榜',
    description: '播放次数最多的歌曲',
    updateFrequency: '实时更新',
    toplistType: 'H',
    limit: CHART_SIZE,
  },
  {
    kind: 'all',
    id: 4,
    name: '全部歌曲',
    description: '曲库中的全部歌曲',
    updateFrequency: '随曲库更新',
    toplistType: 'A',
    limit: null,
  },
];

/** Index in `toplist/detail` of the playlist the player opens first. */
export const DEFAULT_LIST_INDEX = 3;

export const chartById = (id: number): ChartDefinition | undefined => CHARTS.find((chart) => chart.id === id);

/** How many songs a chart holds when the library has `librarySize` songs. */
export const chartLength = (chart: ChartDefinition, librarySize: number) =>
  chart.limit === null ? librarySize : Math.min(chart.limit, librarySize);

/** The slice [start, end) of a list of `total` songs that `offset` and `limit` ask for. */
export function pageOf(total: number, offset: number, limit: number): { start: number; end: number } {
  const start = Math.min(Math.max(0, offset), total);
  return { start, end: Math.min(total, start + Math.max(0, limit)) };
}

/** NetEase's 0–100 popularity, from a song's plays relative to the most played song. */
export function popularity(plays: number, mostPlays: number): number {
  if (plays <= 0 || mostPlays <= 0) return 0;
  return Math.min(100, Math.round((100 * Math.log1p(plays)) / Math.log1p(mostPlays)));
}

export interface FolderTrack {
  /** Top-level folder ('' for files at the top of the library). */
  folder: string;
  path: string;
  coverKey: string | null;
  coverPath: string | null;
}

export interface FolderCover {
  key: string;
  path: string;
}

export interface FolderPlaylistDraft {
  folder: string;
  name: string;
  coverKey: string | null;
  coverPath: string | null;
  trackCount: number;
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** "01 华语" → "华语": a number in front only orders the folders. */
export function playlistNameOf(folder: string): string {
  return folder.replace(/^\d{1,3}\s*[-._、)]?\s+|^\d{1,3}\s*[-._、)]\s*/, '').trim() || folder;
}

/**
 * One category playlist per top-level folder that holds music (at any depth). Its cover is the
 * folder's own cover image, else the cover of its first song that has one. Ordered by folder name
 * the way people read it: pinyin order for Chinese, numbers by value.
 */
export function buildFolderPlaylists(
  tracks: readonly FolderTrack[],
  folderCovers: ReadonlyMap<string, FolderCover>,
): FolderPlaylistDraft[] {
  const byFolder = new Map<string, FolderTrack[]>();
  for (const track of tracks) {
    if (!track.folder) continue;
    const list = byFolder.get(track.folder);
    if (list) list.push(track);
    else byFolder.set(track.folder, [track]);
  }
  const drafts: FolderPlaylistDraft[] = [];
  for (const [folder, list] of byFolder) {
    list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const own = folderCovers.get(folder);
    const withCover = list.find((track) => track.coverKey);
    drafts.push({
      folder,
      name: playlistNameOf(folder),
      coverKey: own?.key ?? withCover?.coverKey ?? null,
      coverPath: own?.path ?? withCover?.coverPath ?? null,
      trackCount: list.length,
    });
  }
  return drafts.sort((a, b) => collator.compare(a.folder, b.folder));
}
