import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as service from './service';

/** The site's address as the visitor reached it (honours X-Forwarded-* behind a trusted proxy). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Feed readers poll; rendering 20 articles of Markdown each time is wasted work. */
const FEED_CACHE_MS = 60_000;

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const feeds = new Map<string, { builtAt: number; xml: Promise<string> }>();
  app.get('/rss.xml', async (request, reply) => {
    const origin = originOf(request);
    let cached = feeds.get(origin);
    if (!cached || Date.now() - cached.builtAt > FEED_CACHE_MS) {
      cached = { builtAt: Date.now(), xml: service.buildRss(app.ctx, origin) };
      cached.xml.catch(() => feeds.delete(origin));
      if (feeds.size > 16) feeds.clear();
      feeds.set(origin, cached);
    }
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await cached.xml);
  });
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await service.buildSitemap(app.ctx, originOf(request))),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
}
