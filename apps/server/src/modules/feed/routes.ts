import type { FastifyInstance, FastifyReply } from 'fastify';
import { originOf } from '../../lib/origin';
import { randomUUID } from 'node:crypto';
import * as service from './service';

/** Feed readers poll; rendering 20 articles of Markdown each time is wasted work. */
const FEED_CACHE_MS = 60_000;

/** A host name or address with an optional port: nothing that needs escaping in XML. */
const PLAIN_ORIGIN = /^https?:\/\/([a-z\d.-]+|\[[a-f\d:.]+\])(:\d{1,5})?$/i;

/**
 * A document that names the site's address, made once a minute for any address: built with a
 * stand-in origin that no content can contain, which each request swaps for its own. Before, each
 * new Host header cost a whole build (~50 ms of CPU), as often as a client cared to send one.
 */
function perOrigin(build: (origin: string) => Promise<string>) {
  const standIn = `https://${randomUUID()}.invalid`;
  let made: { at: number; text: Promise<string> } | undefined;
  return async (origin: string): Promise<string> => {
    if (!made || Date.now() - made.at > FEED_CACHE_MS) {
      const text = build(standIn);
      made = { at: Date.now(), text };
      text.catch(() => {
        if (made?.text === text) made = undefined;
      });
    }
    return (await made.text).replaceAll(standIn, origin);
  };
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const rss = perOrigin((origin) => service.buildRss(app.ctx, origin));
  const sitemap = perOrigin((origin) => service.buildSitemap(app.ctx, origin));
  const badHost = (reply: FastifyReply) => reply.status(400).send({ code: 400, message: '无效的 Host' });

  app.get('/rss.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!PLAIN_ORIGIN.test(origin)) return badHost(reply);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await rss(origin));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!PLAIN_ORIGIN.test(origin)) return badHost(reply);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemap(origin));
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
}
