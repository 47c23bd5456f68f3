import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as service from './service';

/** The site's address as the visitor reached it (honours X-Forwarded-* behind a trusted proxy). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  app.get('/rss.xml', async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await service.buildRss(app.ctx, originOf(request))),
  );
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
