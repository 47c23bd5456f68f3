/**
 * Slows down password guessing: 5 failures for one IP + username within 20 s lock that pair out,
 * for 20 s the first time and twice as long each time after (up to 15 minutes). A success clears it.
 * Kept in memory: a lockout needs no durability, and each process guards its own door. The memory is
 * bounded: at most `maxEntries` pairs are kept (expired ones go first, then the least recently
 * failed), and the login schema caps the username a key is made of.
 */
export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  baseLockMs?: number;
  maxLockMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  lockouts: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly baseLockMs: number;
  private readonly maxLockMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 20_000;
    this.baseLockMs = options.baseLockMs ?? 20_000;
    this.maxLockMs = options.maxLockMs ?? 15 * 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until this pair may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], lockouts: 0, lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => now - at < this.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.maxFailures) {
      entry.lockouts += 1;
      entry.lockedUntil = now + Math.min(this.baseLockMs * 2 ** (entry.lockouts - 1), this.maxLockMs);
      entry.failures = [];
    }
    // Re-inserted, so the Map's order is least recently failed first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.prune(now);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** How many pairs are remembered. */
  get size(): number {
    return this.entries.size;
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil < now && entry.failures.every((at) => now - at >= this.windowMs))
        this.entries.delete(key);
    }
  }
}
