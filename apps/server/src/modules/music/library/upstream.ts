import { UPSTREAM_DOWN_MESSAGE } from '@blog/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Upstream mode (MUSIC_UPSTREAM): `/wapi/*` is passed to a NeteaseCloudMusicApi-compatible server.
 * Only the path, the query and a few content headers travel — never the visitor's cookies or the
 * blog's Authorization token. GET answers are cached briefly in memory (and served stale while the
 * upstream is down); a server that does not answer in time gets a clear 502.
 */

export interface UpstreamOptions {
  /** e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheEntries?: number;
  /** Larger answers are passed on but not cached. */
  cacheMaxBytes?: number;
}

interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  expires: number;
}

/** A small LRU map: the least recently used entry goes first when full. */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(private readonly capacity: number) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type'] as const;

export const upstreamProxy: FastifyPluginAsync<UpstreamOptions> = async (app, options) => {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const ttl = options.cacheTtlMs ?? 60_000;
  const maxBytes = options.cacheMaxBytes ?? 512 * 1024;
  const cache = new ResponseCache(options.cacheEntries ?? 200);

  const send = (reply: FastifyReply, entry: CachedResponse, cacheState: string) =>
    reply.status(entry.status).type(entry.contentType).header('X-Cache', cacheState).send(entry.body);

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    // The part after /wapi, query string included.
    const target = base + request.url.replace(/^\/wapi/, '');
    const cacheable = request.method === 'GET';
    const key = request.url;
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached && cached.expires > Date.now()) return send(reply, cached, 'HIT');

    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let body: string | undefined;
    if (request.method === 'POST' && request.body !== undefined) {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }

    let entry: CachedResponse;
    try {
      const response = await fetch(target, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      entry = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
        body: Buffer.from(await response.arrayBuffer()),
        expires: Date.now() + ttl,
      };
    } catch (error) {
      request.log.warn({ err: error, target }, 'music upstream did not answer');
      if (cached) return send(reply, cached, 'STALE');
      return reply.status(502).send({ code: 502, message: UPSTREAM_DOWN_MESSAGE });
    }
    if (cacheable && entry.status === 200 && entry.body.length <= maxBytes) cache.set(key, entry);
    return send(reply, entry, 'MISS');
  }

  app.get('/*', proxy);
  app.post('/*', proxy);
};
