import type { PersistStorage, StorageValue } from 'zustand/middleware';

import type { JsonStorage } from '../lib/storage';

/** Translates a store's persisted slice to the form kept in storage and back. */
export interface PersistCodec<S> {
  encode(state: S): unknown;
  /**
   * Reads what storage holds, field by field: anything missing, tampered with or written by an
   * older version is left out, so the store's defaults apply to it.
   */
  decode(stored: unknown): Partial<S>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A zustand `PersistStorage` over our JSON storage helper (so keys and values are handled as
 * SPEC §9 says and corrupt data never throws), with a codec for validation or encryption.
 * The stored document keeps zustand's `{ state, version }` layout.
 */
export function createPersistStorage<S>(
  storage: JsonStorage,
  codec: PersistCodec<S>,
): PersistStorage<Partial<S>> {
  return {
    getItem(name): StorageValue<Partial<S>> | null {
      const stored = storage.get<unknown>(name, null);
      if (!isRecord(stored)) return null;
      return {
        state: codec.decode(stored.state),
        version: typeof stored.version === 'number' ? stored.version : 0,
      };
    },
    setItem(name, value) {
      // `encode` sees the full slice: partialize always hands over every persisted field.
      storage.set(name, { state: codec.encode(value.state as S), version: value.version });
    },
    removeItem(name) {
      storage.remove(name);
    },
  };
}
