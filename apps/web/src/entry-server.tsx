/**
 * The server's renderer (built by `vite build --ssr`, loaded by apps/server plugins/pages.ts): the
 * same route tree, loaders and components as the browser, rendered to HTML with the page's data.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { RenderApiFetcher, RenderResult } from '@blog/contract/ssr';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import type { RouteHandle } from './app/layout/route-handle';
import { dehydrateQueries, type SsrState } from './app/ssr-state';
import { LaterPartsContext } from './components/hydrate-when-visible';
import { ICON_STYLE_TAG } from './components/icon-styles';
import { PageSymbolsContext, pageSymbolsMarkup } from './components/icons/page-symbols';
import sprite from './components/icons/sprite.svg?raw';
import { hasMath, KATEX_STYLESHEET_LINK } from './features/article/markdown/katex-style';
import { loadAllCodeThemes } from './features/article/markdown/use-code-theme';
import { ApiError } from './lib/http/api-error';
import { setHttpTransport } from './lib/http/create-http-client';
import { SiteOriginContext } from './lib/site-origin';

export { SSR_STATE_ID } from './app/ssr-state';

/** The page being made: who answers its API calls, and the reads it made (SsrState.reads). */
interface PageRender {
  fetchApi: RenderApiFetcher;
  reads: Set<string>;
}

const renders = new AsyncLocalStorage<PageRender>();

/** Statuses whose Response must not have a body. */
const NO_BODY = new Set([204, 205, 304]);

/** The HTTP clients' transport on the server: each call goes to the fetcher of the page being made. */
async function fetchInProcess(request: Request): Promise<Response> {
  const render = renders.getStore();
  if (!render) throw new Error('an API call outside a page render');
  const { pathname, search } = new URL(request.url);
  if (request.method === 'GET') render.reads.add(pathname + search);
  const text = await request.text();
  const answer = await render.fetchApi({
    method: request.method,
    url: pathname + search,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  });
  const body = NO_BODY.has(answer.status) || answer.body === undefined ? null : JSON.stringify(answer.body);
  return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
}
// Only path and query reach the fetcher; the origin just makes the URLs whole.
setHttpTransport({ origin: 'http://localhost', fetch: fetchInProcess });

/**
 * The whole markup of `element` once everything the server can render is rendered, in document
 * order: a static prerender, so no part (a lazy component, a large section) is streamed in later by
 * an inline script, which the CSP forbids.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outline a finished part to be revealed by a script: the whole page is written in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // A failed part is rendered in the browser instead; the page itself is still served.
      console.error('[ssr]', error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
}

/** Every code theme's style sheet, so an article page is rendered with its own. */
const codeThemes = loadAllCodeThemes();

/** Renders the page at `url` (the whole address) with `fetchApi` answering its API calls. */
export async function render(url: string, fetchApi: RenderApiFetcher): Promise<RenderResult> {
  await codeThemes;
  const renderedAt = Date.now();
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes({ queryClient, awaitData: true }));
  const request = new Request(url);
  const page: PageRender = { fetchApi, reads: new Set() };
  const context = await renders.run(page, () => handler.query(request));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const laterParts = new Set<string>();
  const iconSymbols = new Set<string>();
  const html = await renders.run(page, () =>
    renderToHtml(
      <StrictMode>
        <StyleProvider cache={cache}>
          <SiteOriginContext value={new URL(url).origin}>
            <LaterPartsContext value={laterParts}>
              <PageSymbolsContext value={iconSymbols}>
                <AppProviders queryClient={queryClient} pageTime={renderedAt}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </PageSymbolsContext>
            </LaterPartsContext>
          </SiteOriginContext>
        </StyleProvider>
      </StrictMode>,
    ),
  );
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  // An unknown route, or a page whose subject (an article, an album, a message) does not exist: its
  // loaders are the page's own reads, so any of them answered 404 means the page is not there.
  const notFound =
    handles.some((handle) => handle?.notFound) ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    bodyStart: pageSymbolsMarkup(sprite, iconSymbols),
    // KaTeX's style sheet only on a page with a formula: an ordinary page loads neither it nor its fonts.
    styles: ICON_STYLE_TAG + extractStyle(cache) + (hasMath(html) ? KATEX_STYLESHEET_LINK : ''),
    state: {
      queries: dehydrateQueries(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      renderedAt,
      reads: [...page.reads],
    } satisfies SsrState,
    modules: handles.flatMap((handle) => (handle?.module ? [handle.module] : [])),
    laterModules: [...laterParts],
  };
}
