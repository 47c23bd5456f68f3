import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  rateLimitPerMinute: number;
  /** With several app processes, counters live in Redis so the limit holds across them. */
  redisUrl?: string;
  /** An upstream music server answers with covers and audio on other hosts (NetEase's CDN). */
  remoteMedia?: boolean;
  /** Inline scripts of the app's page allowed by hash (`sha256-…`). */
  scriptHashes?: string[];
}

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
      done(error instanceof Error ? error : undefined);
    });
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Loaded only when configured: a single-process blog never needs the Redis client.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Always registered: routes such as registration keep their own limits when the global one is off.
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: 'blog-rate-limit:' } : {}),
    global: options.rateLimitPerMinute > 0,
    max: options.rateLimitPerMinute || 1000,
    // Only the APIs count: one page view fetches dozens of scripts, styles and pictures, and a
    // refused script chunk would leave the visitor a blank page.
    allowList: (request) => !/^\/w?api(\/|$|\?)/.test(request.url),
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
    }),
  });
});
