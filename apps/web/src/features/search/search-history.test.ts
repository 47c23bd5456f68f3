import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import {
  addToHistory,
  loadSearchHistory,
  removeFromHistory,
  saveSearchHistory,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
} from './search-history';

describe('addToHistory', () => {
  it('puts the newest keyword first', () => {
    expect(addToHistory(['缓存', 'React'], '事件循环')).toEqual(['事件循环', '缓存', 'React']);
  });

  it('moves a repeated keyword to the front instead of keeping it twice', () => {
    expect(addToHistory(['缓存', 'React', '索引'], 'React')).toEqual(['React', '缓存', '索引']);
  });

  it('trims the keyword and ignores a blank one', () => {
    expect(addToHistory(['缓存'], '  索引 ')).toEqual(['索引', '缓存']);
    expect(addToHistory(['缓存'], '   ')).toEqual(['缓存']);
  });

  it('keeps about ten entries, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, index) => `词${index}`);
    const next = addToHistory(full, '新词');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('新词');
    expect(next).not.toContain(`词${SEARCH_HISTORY_LIMIT - 1}`);
  });
});

describe('removeFromHistory', () => {
  it('removes one keyword and keeps the order of the rest', () => {
    expect(removeFromHistory(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('search history storage', () => {
  it('saves under blog-search-history and reads it back', () => {
    const backend = createMemoryStorage();
    const storage = createStorage(backend);
    saveSearchHistory(['事件循环', '缓存'], storage);
    expect(JSON.parse(decodeURIComponent(backend.getItem(SEARCH_HISTORY_KEY) ?? 'null'))).toEqual([
      '事件循环',
      '缓存',
    ]);
    expect(loadSearchHistory(storage)).toEqual(['事件循环', '缓存']);
  });

  it('clears the key when the history is emptied', () => {
    const backend = createMemoryStorage();
    const storage = createStorage(backend);
    saveSearchHistory(['缓存'], storage);
    saveSearchHistory([], storage);
    expect(backend.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(loadSearchHistory(storage)).toEqual([]);
  });

  it('reads corrupt or foreign data as no history', () => {
    const backend = createMemoryStorage();
    const storage = createStorage(backend);
    backend.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(loadSearchHistory(storage)).toEqual([]);
    backend.setItem(SEARCH_HISTORY_KEY, JSON.stringify([1, 2]));
    expect(loadSearchHistory(storage)).toEqual([]);
  });
});
