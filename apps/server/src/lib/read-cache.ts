interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Public read results shared by every visitor for a moment (docs/design.md §10): fifty readers of the
 * home page in the same second cost one query. Any write through the API forgets everything at
 * once (`invalidate`), so an author sees their change immediately; the time limit only bounds
 * what this process cannot see (view counters, `blog import` from the command line, a second
 * server process). Concurrent misses share one load.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  /**
   * @param ttlMs how long a result is reused; 0 turns the cache off.
   * @param maxEntries the most results kept (the oldest go first).
   */
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The cached result for `key`, or `load()`'s, kept for `ttlMs`. Failures are never kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.#entries.delete(key);
    else if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry: Entry = { expires: now + this.ttlMs, value: load() };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** Forgets every result: something was written. Loads still running are not kept either. */
  invalidate(): void {
    this.#entries.clear();
  }
}
