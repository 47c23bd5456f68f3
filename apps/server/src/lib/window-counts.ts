import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis';

/**
 * Counters over fixed windows (the first count under a key opens its window): how many guarded
 * writes an address made this minute, whether a visitor read an article already this half hour.
 * In Redis when REDIS_URL is set, so every process counts together; in this process's memory
 * without it or while Redis is away (at most `maxLocal` keys, the oldest forgotten first).
 */
export class WindowCounts {
  readonly #local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly shared?: { client: Redis; health: RedisHealth; prefix: string },
    private readonly maxLocal = 200_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one more under `key` and answers the count of its window, this one included. */
  async add(key: string, windowMs: number): Promise<number> {
    if (this.shared) {
      const { client, health, prefix } = this.shared;
      try {
        const shared = prefix + key;
        const [, counted] =
          (await client.multi().set(shared, 0, 'PX', windowMs, 'NX').incr(shared).exec()) ?? [];
        const count = counted?.[1];
        if (typeof count !== 'number') throw counted?.[0] ?? new Error('no answer');
        health.worked();
        return count;
      } catch (error) {
        health.failed(error);
      }
    }
    return this.#addLocally(key, windowMs);
  }

  #addLocally(key: string, windowMs: number): number {
    const now = this.now();
    let entry = this.#local.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#local.delete(key);
      entry = { count: 0, resetAt: now + windowMs };
      this.#local.set(key, entry);
      if (this.#local.size > this.maxLocal) this.#forget(now);
    }
    entry.count += 1;
    return entry.count;
  }

  /** The windows past, then the oldest, until there is room. */
  #forget(now: number): void {
    for (const [key, entry] of this.#local) if (entry.resetAt <= now) this.#local.delete(key);
    for (const key of this.#local.keys()) {
      if (this.#local.size <= this.maxLocal) break;
      this.#local.delete(key);
    }
  }
}
