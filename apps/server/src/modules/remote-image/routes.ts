import { isHttpUrl, REMOTE_PICTURE_PATH } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copiesOf } from './repository';

/** A copy never changes once made (repository.record keeps it): the browser may keep the way there. */
const COPY_CACHE = 'public, max-age=86400';

/**
 * What a picture without a copy shows: a quiet frame with a picture's outline, in a grey that reads on
 * the light and the dark theme. Answered 200 so the page shows it with no error in the console, and
 * never kept, so the copy shows once it is made.
 */
const NOT_YET = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="图片暂不可用">
<rect width="480" height="270" rx="8" fill="rgba(128,128,128,.14)"/>
<g fill="none" stroke="rgba(128,128,128,.6)" stroke-width="4" stroke-linejoin="round">
<rect x="204" y="99" width="72" height="56" rx="6"/><circle cx="224" cy="117" r="6"/><path d="M206 149l22-20 16 14 12-10 18 16"/>
</g>
<text x="240" y="186" text-anchor="middle" font-family="sans-serif" font-size="15" fill="rgba(128,128,128,.9)">图片暂不可用</text>
</svg>`;

/** A drawing served from the blog's own address runs and loads nothing, even opened on its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `/media/picture?src=<address>`: the blog's address for a picture given by address inside HTML (an
 * article's body, a message; lib/remote-picture). Sends the reader to the blog's copy, or answers the
 * drawing above while there is none (the schedule or the next save fetches it). It never fetches:
 * only what the owner saved, or a published message holds, is fetched.
 */
export const remotePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: REMOTE_PICTURE_PATH,
    schema: { querystring: z.object({ src: z.string().max(4096) }) },
    handler: async (request, reply) => {
      const { src } = request.query;
      if (!isHttpUrl(src)) return reply.status(400).send({ code: 400, message: '图片地址无效' });
      const copy = (await copiesOf(app.ctx.db.kysely, [src])).get(src);
      if (copy) return reply.header('Cache-Control', COPY_CACHE).redirect(copy, 302);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', SVG_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .send(NOT_YET);
    },
  });
};
