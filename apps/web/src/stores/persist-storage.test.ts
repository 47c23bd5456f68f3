import { describe, expect, it } from 'vitest';

import { createMemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { createPersistStorage, type PersistCodec } from './persist-storage';

interface Slice {
  count: number;
  label: string;
}

/** Stores the label reversed, to show the codec runs both ways, and validates each field on read. */
const codec: PersistCodec<Slice> = {
  encode: (state) => ({ count: state.count, label: [...state.label].reverse().join('') }),
  decode: (stored) => {
    if (typeof stored !== 'object' || stored === null) return {};
    const { count, label } = stored as Record<string, unknown>;
    return {
      ...(typeof count === 'number' ? { count } : {}),
      ...(typeof label === 'string' ? { label: [...label].reverse().join('') } : {}),
    };
  },
};

function setup() {
  const backend = createMemoryStorage();
  return { backend, storage: createPersistStorage(createStorage(backend), codec) };
}

describe('createPersistStorage', () => {
  it('writes the encoded state in zustand layout and reads it back decoded', () => {
    const { backend, storage } = setup();
    storage.setItem('slice', { state: { count: 2, label: 'abc' }, version: 1 });
    expect(JSON.parse(backend.getItem('slice') ?? '')).toEqual({
      state: { count: 2, label: 'cba' },
      version: 1,
    });
    expect(storage.getItem('slice')).toEqual({ state: { count: 2, label: 'abc' }, version: 1 });
  });

  it('returns null when nothing or no object is stored', () => {
    const { backend, storage } = setup();
    expect(storage.getItem('slice')).toBeNull();
    backend.setItem('slice', '"text"');
    expect(storage.getItem('slice')).toBeNull();
    backend.setItem('slice', '{corrupt');
    expect(storage.getItem('slice')).toBeNull();
  });

  it('keeps only the fields that decode and defaults the version to 0', () => {
    const { backend, storage } = setup();
    backend.setItem('slice', JSON.stringify({ state: { count: 'many', label: 'olleh' } }));
    expect(storage.getItem('slice')).toEqual({ state: { label: 'hello' }, version: 0 });
  });

  it('removes the item', () => {
    const { backend, storage } = setup();
    storage.setItem('slice', { state: { count: 1, label: '' }, version: 0 });
    storage.removeItem('slice');
    expect(backend.getItem('slice')).toBeNull();
  });
});
