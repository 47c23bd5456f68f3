import type { Redis } from 'ioredis';
import type { RedisHealth } from '../../lib/redis';
import { WindowCounts } from '../../lib/window-counts';

const WINDOW_MS = 60_000;

/**
 * Lines an address may send a minute (a fixed window, as @fastify/rate-limit counts the message
 * board's posts): in Redis when it is set, so that every process counts the same address together,
 * and in this process's memory without it or while Redis is away.
 */
export class SendLimit {
  private readonly counts: WindowCounts;

  constructor(
    private readonly max: number,
    keyPrefix: string,
    shared?: { client: Redis; health: RedisHealth },
    now?: () => number,
  ) {
    this.counts = new WindowCounts(shared && { ...shared, prefix: `${keyPrefix}:` }, 10_000, now);
  }

  /** Counts one line from `address`; false when it is over the limit. */
  async take(address: string): Promise<boolean> {
    if (this.max <= 0) return true;
    return (await this.counts.add(address, WINDOW_MS)) <= this.max;
  }
}
