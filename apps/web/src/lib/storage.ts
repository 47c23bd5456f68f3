import { createMemoryStorage } from './memory-storage';

export interface JsonStorage {
  /**
   * The stored value, or `fallback` when it is missing, unreadable, `null`, or fails `isValid`.
   * Never throws: stored data may be corrupt or written by an older version of the app.
   */
  get<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T;
  /** Stores `value` as JSON; `undefined` removes the key. Returns false when it could not be saved. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
}

/** docs/spec.md §9: values are stored as URI-encoded JSON. */
const encodeValue = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

/**
 * Reads a stored value. Values written before values were encoded are plain JSON, and visitors'
 * browsers still hold them. The two forms cannot be confused by their first character: encoded
 * JSON never starts with `{`, `[` or `"` (those are escaped), plain JSON of an object, list or
 * string always does. Numbers, booleans and `null` read the same either way. Anything else is
 * decoded first; if that fails the raw text gets one try as plain JSON. Throws on unreadable text.
 */
function decodeValue(raw: string): unknown {
  if (/^[{["]/.test(raw)) return JSON.parse(raw);
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return JSON.parse(raw);
  }
}

/**
 * JSON storage over a Web Storage backend (docs/spec.md §9): keys and values are URI-encoded, so any text
 * is a safe key, and values are JSON inside. Reading corrupt data yields the fallback, and a full or
 * forbidden storage is logged rather than thrown, because losing a preference must never break the
 * page.
 */
export function createStorage(backend: Storage): JsonStorage {
  const encodeKey = (key: string) => encodeURIComponent(key);

  return {
    get<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T {
      let raw: string | null;
      try {
        raw = backend.getItem(encodeKey(key));
      } catch (error) {
        console.warn(`[storage] cannot read "${key}"`, error);
        return fallback;
      }
      if (raw === null) return fallback;
      let value: unknown;
      try {
        value = decodeValue(raw);
      } catch {
        return fallback;
      }
      if (value === null) return fallback;
      if (isValid && !isValid(value)) return fallback;
      // Without a guard the caller vouches for the shape, as with any JSON read.
      return value as T;
    },

    set(key: string, value: unknown): boolean {
      if (value === undefined) {
        this.remove(key);
        return true;
      }
      try {
        backend.setItem(encodeKey(key), encodeValue(value));
        return true;
      } catch (error) {
        // QuotaExceededError, SecurityError, or a value JSON cannot represent (cycles, BigInt).
        console.warn(`[storage] cannot save "${key}"`, error);
        return false;
      }
    },

    remove(key: string): void {
      try {
        backend.removeItem(encodeKey(key));
      } catch (error) {
        console.warn(`[storage] cannot remove "${key}"`, error);
      }
    },
  };
}

/** The browser's storage, or memory when there is no window or access is denied. */
export function resolveBackend(kind: 'localStorage' | 'sessionStorage'): Storage {
  if (typeof window === 'undefined') return createMemoryStorage();
  try {
    // The property getter itself throws SecurityError in sandboxed frames.
    const backend = window[kind];
    if (backend) return backend;
  } catch {
    // Fall through to memory.
  }
  return createMemoryStorage();
}

export const local: JsonStorage = createStorage(resolveBackend('localStorage'));
export const session: JsonStorage = createStorage(resolveBackend('sessionStorage'));
