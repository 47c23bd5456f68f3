import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage';
import { MUSIC_STORAGE_KEY } from './constants';
import { DEFAULT_SAVED_STATE, type SavedPlayerState } from './logic/saved-state';
import { readSavedState, writeSavedState } from './persistence';

const storage = createStorage(window.localStorage);

const state: SavedPlayerState = {
  ...DEFAULT_SAVED_STATE,
  volume: 0.3,
  playModel: 'LISTLOOP',
  currentSong: { id: 5, name: '送别', ar: [{ name: '拾光乐队' }], al: { picUrl: '/c.webp' } },
  currentTime: 7.25,
  duration: 40,
};

describe('player persistence', () => {
  afterEach(() => localStorage.clear());

  it('writes under the music player key and reads it back', () => {
    expect(writeSavedState(state, storage)).toBe(true);
    expect(decodeURIComponent(localStorage.getItem(MUSIC_STORAGE_KEY) ?? '')).toContain(
      '"playModel":"LISTLOOP"',
    );
    expect(readSavedState(storage)).toEqual(state);
  });

  it('starts from the defaults when nothing is saved', () => {
    expect(readSavedState(storage)).toEqual(DEFAULT_SAVED_STATE);
  });

  it('tolerates text that is not JSON', () => {
    localStorage.setItem(MUSIC_STORAGE_KEY, '{"version":1,"state":{"volume":0.2');
    expect(readSavedState(storage)).toEqual(DEFAULT_SAVED_STATE);
  });

  it('reads an old bare document and ignores unknown fields', () => {
    localStorage.setItem(
      MUSIC_STORAGE_KEY,
      JSON.stringify({ volume: 0.9, playModel: 'SINGLECYCLE', extra: 1 }),
    );
    expect(readSavedState(storage)).toMatchObject({ volume: 0.9, playModel: 'SINGLECYCLE' });
    expect(readSavedState(storage)).not.toHaveProperty('extra');
  });
});
