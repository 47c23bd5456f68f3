import type { Redis } from 'ioredis';
import type { RedisHealth } from '../../lib/redis';

const WINDOW_MS = 60_000;

/**
 * Lines an address may send a minute (a fixed window, as @fastify/rate-limit counts the message
 * board's posts): in Redis when it is set, so that every process counts the same address together,
 * and in this process's memory without it or while Redis is away.
 */
export class SendLimit {
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly keyPrefix: string,
    private readonly shared?: { client: Redis; health: RedisHealth },
  ) {}

  /** Counts one line from `address`; false when it is over the limit. */
  async take(address: string, now = Date.now()): Promise<boolean> {
    if (this.max <= 0) return true;
    if (this.shared) {
      const { client, health } = this.shared;
      const key = `${this.keyPrefix}:${address}`;
      try {
        const [, counted] = (await client.multi().set(key, 0, 'PX', WINDOW_MS, 'NX').incr(key).exec()) ?? [];
        const count = counted?.[1];
        if (typeof count === 'number') {
          health.worked();
          return count <= this.max;
        }
        throw counted?.[0] ?? new Error('no answer');
      } catch (error) {
        health.failed(error);
      }
    }
    return this.takeLocally(address, now);
  }

  private takeLocally(address: string, now: number): boolean {
    let entry = this.local.get(address);
    if (!entry || entry.resetAt <= now) {
      if (this.local.size > 10_000) this.forgetPast(now);
      entry = { count: 0, resetAt: now + WINDOW_MS };
      this.local.set(address, entry);
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private forgetPast(now: number): void {
    for (const [address, entry] of this.local) if (entry.resetAt <= now) this.local.delete(address);
  }
}
