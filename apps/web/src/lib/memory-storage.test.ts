import { describe, expect, it } from 'vitest';

import { createMemoryStorage } from './memory-storage';

describe('createMemoryStorage', () => {
  it('behaves like Web Storage for set, get, remove and clear', () => {
    const storage = createMemoryStorage();
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1)]).toEqual(['a', 'b']);
    expect(storage.key(2)).toBeNull();
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('stores values as strings, as the browser does', () => {
    const storage = createMemoryStorage();
    // Web Storage coerces; the cast mimics a caller passing a number through an untyped path.
    storage.setItem('n', 42 as unknown as string);
    expect(storage.getItem('n')).toBe('42');
  });

  it('keeps instances separate', () => {
    const one = createMemoryStorage();
    const two = createMemoryStorage();
    one.setItem('k', 'v');
    expect(two.getItem('k')).toBeNull();
  });
});
