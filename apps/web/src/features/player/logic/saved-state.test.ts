import { describe, expect, it } from 'vitest';
import type { PlayerSong } from '../types';
import {
  DEFAULT_SAVED_STATE,
  decodeSavedState,
  encodeSavedState,
  readSongList,
  type SavedPlayerState,
} from './saved-state';

const song = (id: number, extra: Partial<PlayerSong> = {}): PlayerSong => ({
  id,
  name: `歌${id}`,
  ar: [{ id: 1, name: '拾光乐队' }],
  al: { id: 2, name: '专辑', picUrl: '/media/music/covers/a.webp' },
  alia: ['别名'],
  dt: 30_000,
  ...extra,
});

const full: SavedPlayerState = {
  volume: 0.8,
  playModel: 'SINGLECYCLE',
  playType: 'CUSTOM',
  lyricType: 'SPECIAL',
  showLyricBoard: true,
  isToggleImg: true,
  musicList: [song(1), song(2)],
  customerMusicList: [song(3)],
  currentSong: song(2),
  songInfo: {
    id: 2,
    url: '/media/music/2',
    lyricList: [{ text: '一' }, { text: 'two', translation: '二' }],
    lyricTimeList: [0, 1500],
  },
  currentTime: 12.5,
  duration: 30,
};

describe('saved player state', () => {
  it('survives a round trip through JSON unchanged', () => {
    const stored: unknown = JSON.parse(JSON.stringify(encodeSavedState(full)));
    expect(decodeSavedState(stored)).toEqual(full);
  });

  it('gives the defaults for nothing, junk and other types', () => {
    for (const junk of [undefined, null, 42, 'text', [], [1, 2]]) {
      expect(decodeSavedState(junk)).toEqual(DEFAULT_SAVED_STATE);
    }
    expect(DEFAULT_SAVED_STATE.volume).toBe(0.5);
    expect(DEFAULT_SAVED_STATE.playModel).toBe('RANDOM');
    expect(DEFAULT_SAVED_STATE.lyricType).toBe('COMMON');
    expect(DEFAULT_SAVED_STATE.playType).toBe('TOP');
  });

  it('replaces each bad field with its default and keeps the good ones', () => {
    const state = decodeSavedState({
      volume: 'loud',
      playModel: 'SHUFFLE',
      playType: 'CUSTOM',
      lyricType: 3,
      showLyricBoard: 'yes',
      musicList: 'none',
      customerMusicList: [song(4), { id: 'x' }, null, { id: 5 }, song(4)],
      currentSong: song(4),
      currentTime: -3,
      duration: Number.NaN,
    });
    expect(state).toMatchObject({
      volume: 0.5,
      playModel: 'RANDOM',
      playType: 'CUSTOM',
      lyricType: 'COMMON',
      showLyricBoard: false,
      musicList: [],
      customerMusicList: [song(4)],
      currentTime: 0,
      duration: 0,
    });
  });

  it('clamps a volume out of range', () => {
    expect(decodeSavedState({ volume: 7 }).volume).toBe(1);
    expect(decodeSavedState({ volume: -1 }).volume).toBe(0);
  });

  it('plays the top list when CUSTOM was saved with an empty custom list', () => {
    expect(decodeSavedState({ playType: 'CUSTOM', customerMusicList: [] }).playType).toBe('TOP');
  });

  it('drops song info that belongs to another song or has broken lyrics', () => {
    expect(decodeSavedState({ ...full, currentSong: song(9) }).songInfo).toBeUndefined();
    const broken = decodeSavedState({
      ...full,
      songInfo: {
        id: 2,
        url: '/media/music/2',
        lyricList: [{ text: 'a' }, { text: 'b' }, 'c'],
        lyricTimeList: [0, -1],
      },
    });
    expect(broken.songInfo).toEqual({
      id: 2,
      url: '/media/music/2',
      lyricList: [{ text: 'a' }],
      lyricTimeList: [0],
    });
  });

  it('reads an older document with artists/alias and no ar/alia', () => {
    const [old] = readSongList([
      { id: 8, name: '旧歌', artists: [{ name: '老歌手' }], alias: ['旧名'], al: { picUrl: '' } },
    ]);
    expect(old).toEqual({
      id: 8,
      name: '旧歌',
      artists: [{ name: '老歌手' }],
      alias: ['旧名'],
      al: { picUrl: '' },
    });
  });

  it('keeps the position within the song and forgets it without a song', () => {
    expect(decodeSavedState({ ...full, currentTime: 99 }).currentTime).toBe(30);
    expect(decodeSavedState({ ...full, currentSong: undefined }).currentTime).toBe(0);
  });
});
