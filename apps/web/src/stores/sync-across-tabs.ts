/** The part of zustand's persist API this needs. */
interface Rehydratable {
  rehydrate: () => Promise<void> | void;
}

/**
 * Re-reads a persisted store when another tab changes its key, so logging in or out in one tab
 * applies to all. The `storage` event only fires in the other tabs, so there is no echo.
 * Returns a function that stops listening.
 */
export function syncAcrossTabs(persistApi: Rehydratable, key: string): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared the whole storage.
    if (event.key === key || event.key === null) void persistApi.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
