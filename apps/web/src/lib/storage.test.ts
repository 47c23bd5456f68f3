import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMemoryStorage } from './memory-storage';
import { createStorage, local, resolveBackend, session } from './storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

describe('createStorage', () => {
  let backend: Storage;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    backend = createMemoryStorage();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('round-trips JSON values of every kind', () => {
    const storage = createStorage(backend);
    const values = [0, false, '', 'text', [1, 'two'], { nested: { ok: true } }];
    for (const value of values) {
      expect(storage.set('k', value)).toBe(true);
      expect(storage.get('k', 'fallback')).toEqual(value);
    }
  });

  it('stores URI-encoded JSON under a URI-encoded key (docs/spec.md §9)', () => {
    const storage = createStorage(backend);
    storage.set('搜索 history/1', ['vue 3', '缓存']);
    expect(backend.getItem('%E6%90%9C%E7%B4%A2%20history%2F1')).toBe(
      encodeURIComponent(JSON.stringify(['vue 3', '缓存'])),
    );
    expect(backend.getItem('搜索 history/1')).toBeNull();
    expect(storage.get('搜索 history/1', [])).toEqual(['vue 3', '缓存']);
  });

  it('leaves plain keys unchanged so the store keys of docs/spec.md §9 stay readable', () => {
    createStorage(backend).set('blog-search-history', []);
    expect(backend.getItem('blog-search-history')).toBe('%5B%5D');
  });

  it('round-trips text that looks encoded or holds JSON syntax', () => {
    const storage = createStorage(backend);
    const values = ['100%', '%7B', '{"a":1}', 'a+b c', { url: 'https://x.test/?q=%E4%BD%A0&a=1' }, -1.5e21];
    for (const value of values) {
      storage.set('k', value);
      expect(storage.get('k', 'fallback')).toEqual(value);
    }
  });

  it('still reads values saved as plain JSON by earlier versions', () => {
    const storage = createStorage(backend);
    const legacy: [string, unknown][] = [
      [
        '{"state":{"messageTypeIsCard":true},"version":0}',
        { state: { messageTypeIsCard: true }, version: 0 },
      ],
      ['["vue","缓存"]', ['vue', '缓存']],
      ['"abc%20def"', 'abc%20def'],
      ['{"discount":"100%"}', { discount: '100%' }],
      ['["%E4%BD%A0"]', ['%E4%BD%A0']],
      ['42', 42],
      ['true', true],
    ];
    for (const [raw, value] of legacy) {
      backend.setItem('old', raw);
      expect(storage.get('old', 'fallback')).toEqual(value);
    }
  });

  it('ignores corrupted values without throwing', () => {
    const storage = createStorage(backend);
    for (const raw of ['%E0%A4%A', '%7Bnot%20json', '{not json', 'undefined', '%', '']) {
      backend.setItem('bad', raw);
      expect(() => storage.get('bad', 'fb')).not.toThrow();
      expect(storage.get('bad', 'fb')).toBe('fb');
    }
  });

  it('returns the fallback for missing, corrupt or null values', () => {
    const storage = createStorage(backend);
    expect(storage.get('missing', 5)).toBe(5);
    backend.setItem('broken', '{not json');
    expect(storage.get('broken', 'fb')).toBe('fb');
    backend.setItem('nothing', 'null');
    expect(storage.get('nothing', 'fb')).toBe('fb');
  });

  it('returns the fallback when the guard rejects the stored shape', () => {
    const storage = createStorage(backend);
    storage.set('history', { not: 'a list' });
    expect(storage.get('history', [], isStringList)).toEqual([]);
    storage.set('history', ['a', 'b']);
    expect(storage.get('history', [], isStringList)).toEqual(['a', 'b']);
  });

  it('removes the key when set to undefined, and on remove', () => {
    const storage = createStorage(backend);
    storage.set('k', 1);
    storage.set('k', undefined);
    expect(backend.getItem('k')).toBeNull();
    storage.set('k', 1);
    storage.remove('k');
    expect(storage.get('k', 'gone')).toBe('gone');
  });

  it('logs and reports false when the quota is exceeded', () => {
    backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(createStorage(backend).set('k', 'v')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs and reports false for values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(createStorage(backend).set('k', cyclic)).toBe(false);
    expect(createStorage(backend).set('big', 10n)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never throws when the backend refuses access', () => {
    const denied = createMemoryStorage();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    denied.getItem = refuse;
    denied.removeItem = refuse;
    const storage = createStorage(denied);
    expect(storage.get('k', 'fb')).toBe('fb');
    expect(() => storage.remove('k')).not.toThrow();
  });
});

describe('browser instances', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('local and session write to the browser storages', () => {
    local.set('a', 1);
    session.set('b', 2);
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('b')).toBe('2');
    expect(localStorage.getItem('b')).toBeNull();
  });

  it('resolveBackend falls back to memory when access throws', () => {
    const real = localStorage;
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    const backend = resolveBackend('localStorage');
    expect(backend).not.toBe(real);
    backend.setItem('k', 'v');
    expect(backend.getItem('k')).toBe('v');
  });
});
