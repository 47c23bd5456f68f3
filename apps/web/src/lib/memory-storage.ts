/**
 * A `Storage` kept in memory: stands in for localStorage/sessionStorage where they are missing
 * (server-side code, tests) or forbidden (sandboxed iframes, some privacy modes), so callers
 * never need a second code path. Nothing survives a reload.
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => {
      items.set(String(key), String(value));
    },
    removeItem: (key: string) => {
      items.delete(String(key));
    },
    clear: () => {
      items.clear();
    },
  };
  return storage;
}
