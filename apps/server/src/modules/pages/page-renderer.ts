import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { originOf } from '../../lib/origin';
import { visitorOf } from '../article/service';
import { injectMeta, pageMeta } from './page-meta';
import { pageMaker, type PageAnswer } from './render-page';
import { loadRenderer } from './renderer';

/**
 * How the app's pages are made: rendered on the server with their content when the web build has
 * its server renderer, else the app shell with the page's title and Open Graph tags. The console
 * is always the shell (it is the owner's, and renders in the browser). A page is the same for every
 * visitor, so it is shared like the reads it is made of — except an article's, whose making counts
 * the visit's view.
 */
export async function pageRenderer(app: FastifyInstance, ctx: AppContext, template: string) {
  const renderer = await loadRenderer(ctx.config.webDist);
  const make = renderer ? pageMaker(app, ctx, renderer, template) : undefined;
  const shell = async (request: FastifyRequest): Promise<PageAnswer> => {
    const [path = '/', search = ''] = request.url.split('?');
    const meta = await pageMeta(
      ctx,
      path,
      Object.fromEntries(new URLSearchParams(search)),
      originOf(request),
    );
    return { status: 200, html: meta ? injectMeta(template, meta) : template };
  };
  // A page the renderer fails on is still served: as the shell, which renders in the browser.
  const rendered = make
    ? (request: FastifyRequest) =>
        make(request).catch((error: unknown) => {
          request.log.error({ err: error }, 'server rendering failed');
          return shell(request);
        })
    : undefined;
  return async (request: FastifyRequest): Promise<PageAnswer> => {
    const [path = '/', search = ''] = request.url.split('?');
    const render = rendered && !path.startsWith('/admin') ? rendered : shell;
    // Pages are shared for a moment like the API's reads (plugins/read-cache.ts). An article page
    // counts its view as it renders (its article read does); a copy from the cache counts it here.
    let renderedHere = false;
    const answer = await app.pageCache.get(`${originOf(request)}${request.url}`, () => {
      renderedHere = true;
      return render(request);
    });
    if (path === '/article' && !renderedHere && answer.status === 200) {
      const id = Number(new URLSearchParams(search).get('id'));
      if (Number.isSafeInteger(id) && id > 0) await app.articleViews.count(id, visitorOf(request));
    }
    return answer;
  };
}
