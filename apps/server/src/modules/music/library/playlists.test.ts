import { describe, expect, it } from 'vitest';
import { FIRST_HASHED_ID } from './ids';
import {
  buildFolderPlaylists,
  CHART_SIZE,
  CHARTS,
  chartById,
  chartLength,
  DEFAULT_LIST_INDEX,
  pageOf,
  playlistNameOf,
  popularity,
  type FolderTrack,
} from './playlists';

describe('charts', () => {
  it('puts 全部歌曲 fourth, where the player starts (docs/spec.md §9)', () => {
    expect(CHARTS.map((chart) => chart.name)).toEqual(['飙升榜', '新歌榜', '热歌榜', '全部歌曲']);
    expect(CHARTS[DEFAULT_LIST_INDEX]!.kind).toBe('all');
  });

  it('have fixed ids below the hashed range, each its own', () => {
    const ids = CHARTS.map((chart) => chart.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeLessThan(FIRST_HASHED_ID);
    expect(chartById(3)?.name).toBe('热歌榜');
    expect(chartById(999)).toBeUndefined();
  });

  it('ranked charts hold at most 100 songs; 全部歌曲 holds the whole library', () => {
    const hot = chartById(3)!;
    const all = chartById(4)!;
    expect(chartLength(hot, 5)).toBe(5);
    expect(chartLength(hot, 5000)).toBe(CHART_SIZE);
    expect(chartLength(all, 5000)).toBe(5000);
  });
});

describe('pageOf', () => {
  it.each([
    [10, 0, 30, { start: 0, end: 10 }],
    [100, 30, 30, { start: 30, end: 60 }],
    [100, 90, 30, { start: 90, end: 100 }],
    [100, 100, 30, { start: 100, end: 100 }],
    [100, 500, 30, { start: 100, end: 100 }],
    [0, 0, 30, { start: 0, end: 0 }],
  ])('%i songs, offset %i, limit %i', (total, offset, limit, expected) => {
    expect(pageOf(total, offset, limit)).toEqual(expected);
  });
});

describe('popularity', () => {
  it('is 0–100 relative to the most played song', () => {
    expect(popularity(0, 50)).toBe(0);
    expect(popularity(50, 50)).toBe(100);
    expect(popularity(5, 0)).toBe(0);
    const some = popularity(5, 50);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(100);
    expect(popularity(6, 50)).toBeGreaterThan(some);
  });
});

describe('category playlists', () => {
  const track = (path: string, coverKey: string | null = null): FolderTrack => ({
    folder: path.includes('/') ? path.slice(0, path.indexOf('/')) : '',
    path,
    coverKey,
    coverPath: coverKey ? `${path}` : null,
  });

  it('makes one playlist per top-level folder, counting songs at any depth', () => {
    const drafts = buildFolderPlaylists(
      [track('华语/a.mp3'), track('华语/周杰伦/范特西/b.mp3'), track('日语/c.mp3'), track('top.mp3')],
      new Map(),
    );
    expect(drafts.map((d) => [d.folder, d.trackCount])).toEqual([
      ['华语', 2],
      ['日语', 1],
    ]);
  });

  it("uses the folder's own cover, else its first song's", () => {
    const drafts = buildFolderPlaylists(
      [track('A/2.mp3', 'k2'), track('A/1.mp3'), track('A/3.mp3', 'k3'), track('B/x.mp3', 'kx')],
      new Map([['B', { key: 'folder-b', path: 'B/cover.jpg' }]]),
    );
    expect(drafts.find((d) => d.folder === 'A')).toMatchObject({ coverKey: 'k2', coverPath: 'A/2.mp3' });
    expect(drafts.find((d) => d.folder === 'B')).toMatchObject({
      coverKey: 'folder-b',
      coverPath: 'B/cover.jpg',
    });
  });

  it('has no cover when nothing in the folder has one', () => {
    expect(buildFolderPlaylists([track('A/1.mp3')], new Map())[0]).toMatchObject({
      coverKey: null,
      coverPath: null,
    });
  });

  it('orders folders as people read them: numbers by value, Chinese by pinyin, then Latin', () => {
    const drafts = buildFolderPlaylists(
      ['10 摇滚', '2 民谣', '1 华语', '轻音乐', '古典', 'Jazz'].map((folder) => track(`${folder}/a.mp3`)),
      new Map(),
    );
    expect(drafts.map((d) => d.folder)).toEqual(['1 华语', '2 民谣', '10 摇滚', '古典', '轻音乐', 'Jazz']);
    expect(drafts.map((d) => d.name)).toEqual(['华语', '民谣', '摇滚', '古典', '轻音乐', 'Jazz']);
  });

  it('drops an ordering number from the name, but never the whole name', () => {
    expect(playlistNameOf('01 华语')).toBe('华语');
    expect(playlistNameOf('02-日语')).toBe('日语');
    expect(playlistNameOf('3. Jazz')).toBe('Jazz');
    expect(playlistNameOf('1989')).toBe('1989');
    expect(playlistNameOf('2046')).toBe('2046');
    expect(playlistNameOf('周杰伦')).toBe('周杰伦');
  });
});
