import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mayReload,
  readMark,
  RELOAD_GUARD_MS,
  RELOAD_MARK_KEY,
  reloadOnce,
  resetReloading,
  willReload,
  type ReloadEnvironment,
} from './reload-once';

const URL_A = 'http://blog.test/article?id=1';
const URL_B = 'http://blog.test/article?id=2';

describe('mayReload', () => {
  it('reloads without a mark, for another address, or once the guard time has passed', () => {
    expect(mayReload(null, URL_A, 1000)).toBe(true);
    expect(mayReload({ url: URL_B, at: 1000 }, URL_A, 1000)).toBe(true);
    expect(mayReload({ url: URL_A, at: 1000 }, URL_A, 1000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not reload the same address again within the guard time', () => {
    expect(mayReload({ url: URL_A, at: 1000 }, URL_A, 1000)).toBe(false);
    expect(mayReload({ url: URL_A, at: 1000 }, URL_A, 1000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('does not trust a mark from the future (a clock set back): it reloads', () => {
    expect(mayReload({ url: URL_A, at: 5000 }, URL_A, 1000)).toBe(true);
  });
});

describe('readMark', () => {
  it('reads a stored mark and ignores anything else', () => {
    expect(readMark(JSON.stringify({ url: URL_A, at: 7 }))).toEqual({ url: URL_A, at: 7 });
    expect(readMark(null)).toBeNull();
    expect(readMark('')).toBeNull();
    expect(readMark('not json')).toBeNull();
    expect(readMark(JSON.stringify({ url: URL_A }))).toBeNull();
    expect(readMark(JSON.stringify([1, 2]))).toBeNull();
  });
});

describe('reloadOnce', () => {
  afterEach(resetReloading);

  const environment = (store: Map<string, string>, at: number, url = URL_A) => {
    const reload = vi.fn();
    const env: ReloadEnvironment = {
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
      },
      url,
      now: at,
      reload,
    };
    return { env, reload };
  };

  it('reloads the first time, and not again for the same address after the reload', () => {
    const store = new Map<string, string>();
    const first = environment(store, 1000);
    expect(willReload(first.env)).toBe(true);
    expect(reloadOnce(first.env)).toBe(true);
    expect(first.reload).toHaveBeenCalledOnce();
    expect(readMark(store.get(RELOAD_MARK_KEY) ?? null)).toEqual({ url: URL_A, at: 1000 });

    // The page after the reload: a module of its own, with the mark in the tab's storage.
    resetReloading();
    const again = environment(store, 3000);
    expect(willReload(again.env)).toBe(false);
    expect(reloadOnce(again.env)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();

    // Another address fails: that one reloads once too.
    const other = environment(store, 4000, URL_B);
    expect(reloadOnce(other.env)).toBe(true);
    expect(other.reload).toHaveBeenCalledOnce();
  });

  it('asks for one reload however many parts fail before it happens', () => {
    const store = new Map<string, string>();
    const first = environment(store, 1000);
    expect(reloadOnce(first.env)).toBe(true);
    const second = environment(store, 1001);
    expect(willReload(second.env)).toBe(true);
    expect(reloadOnce(second.env)).toBe(true);
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('never reloads where the tab keeps no storage: nothing could stop a loop', () => {
    const reload = vi.fn();
    const env: ReloadEnvironment = { storage: null, url: URL_A, now: 1000, reload };
    expect(willReload(env)).toBe(false);
    expect(reloadOnce(env)).toBe(false);
    const full: ReloadEnvironment = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      url: URL_A,
      now: 1000,
      reload,
    };
    expect(reloadOnce(full)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
