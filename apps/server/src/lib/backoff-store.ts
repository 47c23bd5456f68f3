import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis';

/** What is remembered of the failures behind one key (an address, an account, or both). */
export interface BackoffState {
  /** Failures since the key was last forgiven. */
  failures: number;
  lastFailureAt: number;
  /** Until when (epoch ms) attempts are refused without being looked at; 0 for not locked. */
  lockedUntil: number;
}

/** Where backoff states live: in the process, or in Redis when several processes share the load. */
export interface BackoffStore {
  get(key: string): Promise<BackoffState | undefined>;
  /** Keeps `state` for `ttlMs`, after which the key is forgotten. */
  set(key: string, state: BackoffState, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * In-process states, bounded: at most `maxEntries` keys. Past that, room is made for a tenth more at
 * once: the expired go first, then the unlocked ones with the fewest failures (the oldest first). A
 * key that is locked now is never dropped, and when only such keys are left a new key is not kept:
 * a flood of junk failures from many addresses used to push an account's lock out and reset it
 * (about 3,000 guesses a day at one account instead of ~38). Keys are made of capped inputs (an
 * address, a username of ≤ 64 characters), so memory stays within a few MB whatever a client sends.
 */
export class MemoryBackoffStore implements BackoffStore {
  private readonly entries = new Map<string, { state: BackoffState; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  async get(key: string): Promise<BackoffState | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { ...entry.state };
  }

  async set(key: string, state: BackoffState, ttlMs: number): Promise<void> {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      this.makeRoom();
      if (this.entries.size >= this.maxEntries) return;
    }
    this.entries.set(key, { state: { ...state }, expiresAt: this.now() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    const target = Math.floor(this.maxEntries * 0.9);
    if (this.entries.size <= target) return;
    const unlocked = [...this.entries]
      .filter(([, entry]) => entry.state.lockedUntil <= now)
      .sort(
        ([, a], [, b]) =>
          a.state.failures - b.state.failures || a.state.lastFailureAt - b.state.lastFailureAt,
      );
    for (const [key] of unlocked) {
      if (this.entries.size <= target) break;
      this.entries.delete(key);
    }
  }
}

/** States in Redis, one JSON string a key with its expiry, shared by every app process. */
export class RedisBackoffStore implements BackoffStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<BackoffState | undefined> {
    const text = await this.redis.get(this.prefix + key);
    return text ? (JSON.parse(text) as BackoffState) : undefined;
  }

  async set(key: string, state: BackoffState, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(state), 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** Redis while it answers, this process's memory while it does not (each call tries Redis first). */
export class FallbackBackoffStore implements BackoffStore {
  constructor(
    private readonly primary: BackoffStore,
    private readonly fallback: BackoffStore,
    private readonly health: RedisHealth,
  ) {}

  private async attempt<T>(call: (store: BackoffStore) => Promise<T>): Promise<T> {
    try {
      const result = await call(this.primary);
      this.health.worked();
      return result;
    } catch (error) {
      this.health.failed(error);
      return call(this.fallback);
    }
  }

  get(key: string): Promise<BackoffState | undefined> {
    return this.attempt((store) => store.get(key));
  }

  set(key: string, state: BackoffState, ttlMs: number): Promise<void> {
    return this.attempt((store) => store.set(key, state, ttlMs));
  }

  delete(key: string): Promise<void> {
    return this.attempt((store) => store.delete(key));
  }
}
