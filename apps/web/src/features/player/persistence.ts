import { local, type JsonStorage } from '../../lib/storage';
import { MUSIC_STORAGE_KEY, MUSIC_STORAGE_VERSION } from './constants';
import { decodeSavedState, encodeSavedState, type SavedPlayerState } from './logic/saved-state';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved player state (docs/spec.md §3), or the defaults when there is none or it cannot be read. */
export function readSavedState(storage: JsonStorage = local): SavedPlayerState {
  const stored = storage.get<unknown>(MUSIC_STORAGE_KEY, null);
  // `{ version, state }`; a bare state document (an early build) is read the same way, field by field.
  return decodeSavedState(isRecord(stored) && isRecord(stored.state) ? stored.state : stored);
}

export function writeSavedState(state: SavedPlayerState, storage: JsonStorage = local): boolean {
  return storage.set(MUSIC_STORAGE_KEY, { version: MUSIC_STORAGE_VERSION, state: encodeSavedState(state) });
}
