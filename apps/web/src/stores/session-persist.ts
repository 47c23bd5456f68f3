import type { PersistOptions } from 'zustand/middleware';

import { session } from '../lib/storage';
import { createPersistStorage, type PersistCodec } from './persist-storage';

/**
 * zustand `persist` options for a store kept in this tab's session storage under its store id
 * (docs/spec.md §4): what the visitor set survives a reload of the tab, and a new tab starts from the
 * defaults. For view settings, not for anything a later visit should find (that is local storage:
 * userState, staticState, the player).
 */
export function persistInSession<S, P extends Partial<S>>(
  storeId: string,
  codec: PersistCodec<P>,
  partialize: (state: S) => P,
): PersistOptions<S, Partial<P>> {
  return {
    name: storeId,
    storage: createPersistStorage<P>(session, codec),
    partialize,
  };
}
