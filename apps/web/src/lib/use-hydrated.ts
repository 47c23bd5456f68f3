import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page the server rendered is being hydrated, true afterwards
 * (and for anything mounted later). For what only the browser knows — the clock, the visitor's
 * settings — so that the first render matches the server's markup and the rest follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
