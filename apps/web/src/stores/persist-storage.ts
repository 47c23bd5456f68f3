import type { PersistStorage, StorageValue } from 'zustand/middleware';

import type { JsonStorage } from '../lib/storage';

/**
 * Translates a store's persisted slice to the form kept in storage and back. Either way may return
 * a promise when it needs code that loads on demand (the user store's cipher); the store then
 * hydrates asynchronously.
 */
export interface PersistCodec<S> {
  encode(state: S): unknown;
  /**
   * Reads what storage holds, field by field: anything missing, tampered with or written by an
   * older version is left out, so the store's defaults apply to it. Must not reject.
   */
  decode(stored: unknown): Partial<S> | Promise<Partial<S>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/**
 * A zustand `PersistStorage` over our JSON storage helper (so keys and values are handled as
 * docs/spec.md §9 says and corrupt data never throws), with a codec for validation or encryption.
 * The stored document keeps zustand's `{ state, version }` layout.
 */
export function createPersistStorage<S>(
  storage: JsonStorage,
  codec: PersistCodec<S>,
): PersistStorage<Partial<S>> {
  /** Reads still decoding: until they are merged into the store, storage holds the truth. */
  let reading = 0;
  /** Counts writes, so that a write still encoding never lands after a later one. */
  let writes = 0;

  return {
    getItem(name): StorageValue<Partial<S>> | Promise<StorageValue<Partial<S>>> | null {
      const stored = storage.get<unknown>(name, null);
      if (!isRecord(stored)) return null;
      const version = typeof stored.version === 'number' ? stored.version : 0;
      const state = codec.decode(stored.state);
      if (!isPromise(state)) return { state, version };
      reading += 1;
      return state
        .then((decoded) => ({ state: decoded, version }))
        .finally(() => {
          reading -= 1;
        });
    },
    setItem(name, value) {
      // zustand saves on every change, even before an asynchronous read is merged: the state it
      // would save then is the store's defaults, and would overwrite what is being read.
      if (reading > 0) return;
      const write = ++writes;
      const save = (state: unknown) => {
        if (write === writes) storage.set(name, { state, version: value.version });
      };
      // `encode` sees the full slice: partialize always hands over every persisted field.
      const encoded = codec.encode(value.state as S);
      if (!isPromise(encoded)) {
        save(encoded);
        return;
      }
      return encoded.then(save, (error: unknown) => {
        console.warn(`[storage] cannot save "${name}"`, error);
      });
    },
    removeItem(name) {
      writes += 1;
      storage.remove(name);
    },
  };
}
