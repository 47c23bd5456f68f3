import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { fallbackRateLimitStore } from '../lib/rate-limit-store';
import type { RedisHealth } from '../lib/redis';

export interface SecurityOptions {
  rateLimitPerMinute: number;
  /** With several app processes, counters live in Redis so the limit holds across them. */
  redis?: { client: Redis; health: RedisHealth; prefix: string };
  /** An upstream music server answers with covers and audio on other hosts (NetEase's CDN). */
  remoteMedia?: boolean;
  /** Inline scripts of the app's page allowed by hash (`sha256-…`). */
  scriptHashes?: string[];
}

/** What other origins may embed: uploaded pictures, music and covers, and the RSS feed. */
const SHARED_RESOURCES = /^\/(media\/|rss\.xml(\?|$))/;

/** Security headers, compression and the global per-IP rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  // Built once: @fastify/helmet builds helmet's middleware (parsing the whole CSP) on every request,
  // a tenth of the server's CPU on cached reads.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.remoteMedia ? ['https:', 'http:'] : [])],
        mediaSrc: ["'self'", 'blob:', ...(options.remoteMedia ? ['https:', 'http:'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The web app manifest (/manifest.webmanifest) and its icons are the site's own.
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Audio and images are fetched cross-origin by nobody but us; keep the defaults strict but usable.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      // HSTS means something only over HTTPS (directly, or through a trusted proxy that says so).
      if (request.protocol !== 'https') reply.raw.removeHeader('Strict-Transport-Security');
      // Pictures, audio and the feed are for other sites too: a feed reader shows the blog's images.
      if (SHARED_RESOURCES.test(request.url))
        reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      done(error instanceof Error ? error : undefined);
    });
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  const { redis } = options;
  // Always registered: routes such as registration keep their own limits when the global one is off.
  await app.register(rateLimit, {
    ...(redis ? { store: fallbackRateLimitStore(redis.client, redis.health, redis.prefix) } : {}),
    global: options.rateLimitPerMinute > 0,
    max: options.rateLimitPerMinute || 1000,
    // Only the APIs count: one page view fetches dozens of scripts, styles and pictures, and a
    // refused script chunk would leave the visitor a blank page. Told by the route the router
    // matched, never by the URL as written: `//api/…`, `/%61pi/…` or `/api/./…` reach the same
    // handler and must be counted the same.
    allowList: (request) => !isApiRoute(request.routeOptions.url),
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
    }),
  });
});

/** Is this route pattern (as registered, e.g. `/api/user/register`) one of the APIs'? */
export const isApiRoute = (pattern: string | undefined) =>
  pattern !== undefined && /^\/w?api(\/|$)/.test(pattern);
