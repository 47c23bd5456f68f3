import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { RedisHealth } from './redis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The stores @fastify/rate-limit ships as plain JavaScript, without types: what this file uses of them. */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;
// Loaded by name rather than imported: an ambient declaration of an untyped file that resolves is
// not always taken by the type checker, and these two are CommonJS anyway.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * A store for @fastify/rate-limit that counts in Redis while it answers and in this process while
 * it does not: a Redis outage must not turn every API call into a 500 (nor lift every limit).
 */
export function fallbackRateLimitStore(
  redis: Redis,
  health: RedisHealth,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  return class FallbackRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: object, shared?: Store, local?: Store) {
      const params = options as StoreParams;
      this.shared =
        shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
    }

    private call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      this.shared[method](
        key,
        (error, result) => {
          if (!error) {
            health.worked();
            callback(null, result);
            return;
          }
          health.failed(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.call('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.call('read', key, callback, timeWindow, max);
    }

    child(routeOptions: object): FallbackRateLimitStore {
      return new FallbackRateLimitStore(
        routeOptions,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  };
}
