import { describe, expect, it, vi } from 'vitest';

import { createMemoryStorage } from '../lib/memory-storage';
import { createStorage } from '../lib/storage';
import { createPersistStorage, type PersistCodec } from './persist-storage';

interface Slice {
  count: number;
  label: string;
}

/** Stores the label reversed, to show the codec runs both ways, and validates each field on read. */
const codec = {
  encode: (state: Slice) => ({ count: state.count, label: [...state.label].reverse().join('') }),
  decode: (stored: unknown): Partial<Slice> => {
    if (typeof stored !== 'object' || stored === null) return {};
    const { count, label } = stored as Record<string, unknown>;
    return {
      ...(typeof count === 'number' ? { count } : {}),
      ...(typeof label === 'string' ? { label: [...label].reverse().join('') } : {}),
    };
  },
} satisfies PersistCodec<Slice>;

function setup() {
  const backend = createMemoryStorage();
  return { backend, storage: createPersistStorage(createStorage(backend), codec) };
}

describe('createPersistStorage', () => {
  it('writes the encoded state in zustand layout and reads it back decoded', () => {
    const { backend, storage } = setup();
    storage.setItem('slice', { state: { count: 2, label: 'abc' }, version: 1 });
    expect(JSON.parse(decodeURIComponent(backend.getItem('slice') ?? ''))).toEqual({
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

  describe('with a codec that needs code loaded on demand', () => {
    /** The sync codec, answering through promises the test settles. */
    function setupAsync() {
      const backend = createMemoryStorage();
      const pending: (() => void)[] = [];
      const later = <T>(value: T) =>
        new Promise<T>((resolve) => {
          pending.push(() => resolve(value));
        });
      const storage = createPersistStorage<Slice>(createStorage(backend), {
        encode: (state) => later(codec.encode(state)),
        decode: (stored) => later(codec.decode(stored)),
      });
      /** Answers the codec's promises, as often as new ones come, until `work` has finished. */
      const settle = async (...work: unknown[]) => {
        let done = false;
        const all = Promise.all(work).finally(() => {
          done = true;
        });
        for (let turn = 0; !done && turn < 100; turn++) {
          for (const resolve of pending.splice(0)) resolve();
          await Promise.resolve();
        }
        await all;
      };
      return { backend, storage, settle };
    }

    it('reads and writes through the promises', async () => {
      const { backend, storage, settle } = setupAsync();
      const written = storage.setItem('slice', { state: { count: 2, label: 'abc' }, version: 1 });
      expect(backend.getItem('slice')).toBeNull();
      await settle(written);
      expect(JSON.parse(decodeURIComponent(backend.getItem('slice') ?? ''))).toEqual({
        state: { count: 2, label: 'cba' },
        version: 1,
      });
      const read = storage.getItem('slice');
      await settle(read);
      await expect(read).resolves.toEqual({ state: { count: 2, label: 'abc' }, version: 1 });
    });

    it('writes nothing while a read is still decoding', async () => {
      const { backend, storage, settle } = setupAsync();
      backend.setItem('slice', JSON.stringify({ state: { count: 5, label: 'dlo' }, version: 0 }));
      const read = storage.getItem('slice');
      const skipped = storage.setItem('slice', { state: { count: 0, label: '' }, version: 0 });
      await settle(read, skipped);
      expect(JSON.parse(decodeURIComponent(backend.getItem('slice') ?? ''))).toEqual({
        state: { count: 5, label: 'dlo' },
        version: 0,
      });
      await settle(storage.setItem('slice', { state: { count: 6, label: 'new' }, version: 0 }));
      expect(JSON.parse(decodeURIComponent(backend.getItem('slice') ?? ''))).toMatchObject({
        state: { count: 6 },
      });
    });

    it('never lets an earlier write land after a later one, or after a removal', async () => {
      const { backend, storage, settle } = setupAsync();
      await settle(
        storage.setItem('slice', { state: { count: 1, label: 'a' }, version: 0 }),
        storage.setItem('slice', { state: { count: 2, label: 'b' }, version: 0 }),
      );
      expect(JSON.parse(decodeURIComponent(backend.getItem('slice') ?? ''))).toMatchObject({
        state: { count: 2 },
      });
      await settle(
        storage.setItem('slice', { state: { count: 3, label: 'c' }, version: 0 }),
        storage.removeItem('slice'),
      );
      expect(backend.getItem('slice')).toBeNull();
    });

    it('logs an encoding that fails instead of rejecting', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const backend = createMemoryStorage();
      const storage = createPersistStorage<Slice>(createStorage(backend), {
        encode: () => Promise.reject(new Error('offline')),
        decode: (stored) => codec.decode(stored),
      });
      await expect(
        storage.setItem('slice', { state: { count: 1, label: '' }, version: 0 }),
      ).resolves.toBeUndefined();
      expect(backend.getItem('slice')).toBeNull();
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    });
  });
});
