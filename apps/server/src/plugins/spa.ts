import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SpaOptions {
  /** The built web app; when it is missing only the API is served. */
  webDist: string;
  uploadsDir: string;
  /** Fills the app's HTML for one page (title, description, Open Graph tags). */
  renderPage?: (request: FastifyRequest, html: string) => Promise<string>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app with a history fallback (deep links such as /article?id=3 load
 * the app), uploaded media under /media/uploads, and JSON 404s for unknown API paths.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/media/uploads/',
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/wapi/') || url.startsWith('/media/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    if (hasWeb && wantsPage) {
      const html = options.renderPage ? await options.renderPage(request, indexHtml) : indexHtml;
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    }
    return reply.status(404).send({ code: 404, message: '接口没有找到' });
  });
});
