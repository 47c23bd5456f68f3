import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Broadcast } from '../lib/broadcast';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public reads shared between visitors for a moment; see lib/read-cache.ts. */
    readCache: ReadCache;
    /** Rendered pages, shared the same way; fewer of them, each being a few hundred kB. */
    pageCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** A write that changes nothing a cached read shows within its time limit (a view counter). */
    keepsReadCache?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The most rendered pages kept: a page is up to a few hundred kB in memory, so a crawler walking
 * thousands of articles holds at most some tens of MB here.
 */
const MAX_CACHED_PAGES = 100;

/**
 * The app's read cache, forgotten whenever a write through the API succeeds (before its reply
 * leaves, so the writer's next read is fresh) — in this process at once and in the others as soon
 * as Redis brings them the news (`invalidate`). While Redis is away the others keep what they hold
 * for at most `ttlMs`, and forget everything when it is back.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs: number; broadcast: Broadcast }) => {
    const cache = new ReadCache(options.ttlMs);
    const pages = new ReadCache(options.ttlMs, MAX_CACHED_PAGES);
    app.decorate('readCache', cache);
    app.decorate('pageCache', pages);
    const forget = () => {
      cache.invalidate();
      pages.invalidate();
    };
    options.broadcast.on('invalidate', forget);
    options.broadcast.on('reconnected', forget);
    app.addHook('onSend', async (request, reply) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return;
      if (request.routeOptions.config.keepsReadCache) return;
      options.broadcast.publish('invalidate');
    });
  },
);

/** A public read answered from the cache: the key is the request's method, URL and body. */
export function cachedRead<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  load: () => Promise<T>,
): Promise<T> {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return app.readCache.get(`${request.method} ${request.url} ${body}`, load);
}
