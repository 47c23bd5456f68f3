import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  changeFontSize,
  cycleDarkness,
  LYRIC_SETTINGS_STORE_ID,
  setLocalBackground,
  toggleBlackBackground,
  useLyricSettings,
} from './lyric-settings';

const DEFAULTS = {
  fontSizes: { title: 2.4, author: 1.4, lyric: 1.8 },
  darkness: 0.5,
  isBlack: false,
  backgroundUrl: undefined,
};

async function reload() {
  vi.resetModules();
  return import('./lyric-settings');
}

const storedState = () =>
  (
    JSON.parse(decodeURIComponent(sessionStorage.getItem(LYRIC_SETTINGS_STORE_ID) ?? '{}')) as {
      state?: Record<string, unknown>;
    }
  ).state;

describe('lyric settings', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useLyricSettings.setState(useLyricSettings.getInitialState(), true);
  });

  it('are kept in session storage under the store id, without the local picture', () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    changeFontSize('lyric', 1);
    cycleDarkness();
    setLocalBackground(new File(['x'], 'bg.png', { type: 'image/png' }));
    toggleBlackBackground();
    expect(storedState()).toEqual({
      fontSizes: { title: 2.4, author: 1.4, lyric: 1.9 },
      darkness: 0.6,
      isBlack: true,
    });
    expect(localStorage.length).toBe(0);
  });

  it('come back after a reload of the tab', async () => {
    changeFontSize('title', -1);
    toggleBlackBackground();
    const fresh = await reload();
    expect(fresh.useLyricSettings.getState()).toEqual({
      ...DEFAULTS,
      fontSizes: { ...DEFAULTS.fontSizes, title: 2.3 },
      isBlack: true,
    });
  });

  it('start from the defaults in a new tab (empty session storage)', async () => {
    const fresh = await reload();
    expect(fresh.useLyricSettings.getState()).toEqual(DEFAULTS);
  });

  it('drop stored values the board cannot show, keeping the rest', async () => {
    sessionStorage.setItem(
      LYRIC_SETTINGS_STORE_ID,
      JSON.stringify({
        state: { fontSizes: { title: 99, author: 2, lyric: 'big' }, darkness: 3, isBlack: 'yes' },
        version: 0,
      }),
    );
    const fresh = await reload();
    expect(fresh.useLyricSettings.getState()).toEqual({
      ...DEFAULTS,
      fontSizes: { ...DEFAULTS.fontSizes, author: 2 },
    });
  });

  it('survive unreadable storage without throwing', async () => {
    sessionStorage.setItem(LYRIC_SETTINGS_STORE_ID, '%7Bbroken');
    const fresh = await reload();
    expect(fresh.useLyricSettings.getState().darkness).toBe(0.5);
  });
});
