import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { originOf } from '../../lib/origin';
import { injectMeta, pageMeta } from './page-meta';
import { appPreload, type PageAnswer } from '../../plugins/spa';
import { fillPage, inlineStylesheet } from './page-html';
import type { WebRenderer } from './renderer';
import { PAGE_RENDER_HEADER } from '../moderation/reader';

export type { PageAnswer };

/**
 * Makes the HTML of a public page: the web app's renderer renders it with its data, answering the
 * page's API calls through the app itself (from the visitor's address, as a visitor without a
 * session: rate limits and the read cache apply as to the app's own calls); the server adds the
 * page's title and Open Graph tags, its styles and chunks, and the data block the browser starts from.
 */
export function pageMaker(app: FastifyInstance, ctx: AppContext, renderer: WebRenderer, template: string) {
  return async (request: FastifyRequest): Promise<PageAnswer> => {
    const [path = '/', search = ''] = request.url.split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    const [meta, rendered] = await Promise.all([
      pageMeta(ctx, path, query, originOf(request)),
      renderer.render(originOf(request) + request.url, async ({ method, url, body }) => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          remoteAddress: request.ip,
          // The visitor's browser, so the page's article read counts as that visitor's view; the
          // page is shared, so it holds none of the visitor's own held messages.
          headers: { 'user-agent': request.headers['user-agent'] ?? '', [PAGE_RENDER_HEADER]: '1' },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        let answer: unknown;
        try {
          answer = response.json();
        } catch {
          answer = response.body;
        }
        return { status: response.statusCode, body: answer };
      }),
    ]);
    if (rendered.kind === 'redirect') return { status: rendered.status, redirect: rendered.location };
    const { scripts, styles } = renderer.assetsOf(rendered.modules, rendered.laterModules);
    const html = fillPage(meta ? injectMeta(template, meta) : template, {
      body: rendered.html,
      beforeRoot: rendered.bodyStart,
      head: [
        ...styles.map((file) => inlineStylesheet(ctx.config.webDist, file)),
        rendered.styles,
        ...scripts.map((file) => appPreload(`/${file}`)),
      ],
      state: { id: renderer.SSR_STATE_ID, value: rendered.state },
    });
    return { status: rendered.status, html };
  };
}
