import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Leases: a job that must run in one process at a time (the music library's scanner and watcher)
 * runs while its process holds the job's lease. A lease expires unless renewed, so when its holder
 * dies another process takes it over within `ttlMs` and a renewal interval.
 */
export interface LeaseStore {
  /** Takes `name` for `ttlMs` unless someone else holds it; true when `holder` has it now. */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends `holder`'s lease; false when it had lapsed or another took it. */
  renew(name: string, holder: string, ttlMs: number): Promise<boolean>;
  release(name: string, holder: string): Promise<void>;
}

/** One process (no REDIS_URL): the leases of this process's jobs, in memory. */
export class MemoryLeaseStore implements LeaseStore {
  readonly #leases = new Map<string, { holder: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const lease = this.#leases.get(name);
    if (lease && lease.holder !== holder && lease.until > this.now()) return false;
    this.#leases.set(name, { holder, until: this.now() + ttlMs });
    return true;
  }

  async renew(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const lease = this.#leases.get(name);
    if (!lease || lease.holder !== holder || lease.until <= this.now()) return false;
    lease.until = this.now() + ttlMs;
    return true;
  }

  async release(name: string, holder: string): Promise<void> {
    if (this.#leases.get(name)?.holder === holder) this.#leases.delete(name);
  }
}

// Renewing and releasing touch the key only while it still names the holder (atomically, in Redis).
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Several processes: a lease is a Redis key naming its holder, with the lease's expiry. */
export class RedisLeaseStore implements LeaseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async acquire(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const key = this.prefix + name;
    if ((await this.redis.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK') return true;
    return this.renew(name, holder, ttlMs);
  }

  async renew(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return Number(await this.redis.eval(RENEW, 1, this.prefix + name, holder, ttlMs)) === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + name, holder);
  }
}

export interface LeaseOptions {
  /** How long a lease lasts unrenewed: how soon another process takes over from a dead holder. */
  ttlMs?: number;
  /** Called when this process takes the lease (start the job) and when it loses it (stop the job). */
  onGained: () => void;
  onLost: () => void;
  log: { warn(message: string): void };
}

/**
 * Keeps trying to hold lease `name` (every third of its lifetime) and renews it while held. When a
 * renewal fails (Redis away, or the lease lapsed and another took it), the job stops: a job can
 * run twice only if a renewal is slower than the rest of a lease's lifetime.
 */
export class Lease {
  // The process id says in Redis who holds it (the cluster tests end that process).
  readonly #holder = `${process.pid}:${randomUUID()}`;
  readonly #ttlMs: number;
  #held = false;
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<void> | undefined;

  constructor(
    private readonly store: LeaseStore,
    readonly name: string,
    private readonly options: LeaseOptions,
  ) {
    this.#ttlMs = options.ttlMs ?? 6000;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Tries at once, then every third of the lease's lifetime; resolves after the first try. */
  async start(): Promise<void> {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.#tick(), Math.max(50, Math.floor(this.#ttlMs / 3)));
    this.#timer.unref();
    await this.#tick();
  }

  /** Stops trying, ends the job and gives the lease up at once, so another process takes over now. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#ticking;
    if (!this.#held) return;
    this.#held = false;
    this.options.onLost();
    await this.store.release(this.name, this.#holder).catch(() => undefined);
  }

  #tick(): Promise<void> {
    this.#ticking ??= this.#try().finally(() => (this.#ticking = undefined));
    return this.#ticking;
  }

  async #try(): Promise<void> {
    const held = this.#held
      ? await this.store.renew(this.name, this.#holder, this.#ttlMs).catch(() => false)
      : await this.store.acquire(this.name, this.#holder, this.#ttlMs).catch(() => false);
    if (!this.#timer) return;
    if (held && !this.#held) {
      this.#held = true;
      this.options.onGained();
    } else if (!held && this.#held) {
      this.#held = false;
      this.options.log.warn(`lost the lease "${this.name}": another process runs its job now`);
      this.options.onLost();
    }
  }
}
