import type { Redis } from 'ioredis';

/** Says once that Redis failed and once that it is back, however many calls notice either. */
export class RedisHealth {
  private down = false;

  constructor(private readonly log: { warn(message: string): void; info(message: string): void }) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn(`Redis is unreachable (${reason}): limits and lockouts fall back to this process's memory`);
  }

  worked(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: limits and lockouts are shared through it again');
  }
}

/**
 * The Redis client of the app's shared state (rate limits, login backoff), loaded only when
 * REDIS_URL is set. A command fails at once while Redis is away (no queue to wait in), so callers
 * fall back to this process's memory; the client reconnects by itself and they return to Redis.
 * Waits up to a second for the first connection, so the first requests are counted in Redis.
 */
export async function connectRedis(url: string, health: RedisHealth): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (error: unknown) => health.failed(error));
  redis.on('ready', () => health.worked());
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
