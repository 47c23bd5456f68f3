import type { FastifyInstance } from 'fastify';
import { xml } from './render';

/**
 * What a page's HTML carries so that its first view needs no round trip after the scripts:
 * the answers to the GET calls the page makes first (read by the web app's HTTP client instead of
 * asking again), and for the home page and articles a static banner — the title over the picture —
 * painted before any script runs. React replaces it with its own banner, the same size, on its
 * first render.
 */

/** The GET calls every page makes first (SPEC §7), as the web app's clients spell them. */
const EVERY_PAGE = ['/api/config', '/api/pageHeader/getAll'];

/** The first GET calls of a page beyond EVERY_PAGE, by path. */
export function firstCalls(path: string, query: Record<string, string>): string[] {
  if (path === '/home' || path === '/') {
    return [
      ...EVERY_PAGE,
      '/api/article/blogHomeGetArticleList/1/5',
      '/api/statistic',
      '/api/tag/getTagDictionary',
    ];
  }
  if (path === '/article') {
    const id = Number(query.id);
    if (!Number.isInteger(id) || id <= 0) return EVERY_PAGE;
    // Fetching the article counts the visit's view here, once; the app does not ask again.
    return [...EVERY_PAGE, `/api/article/getArticleById/${id}`, `/api/article/getRecommendArticleById/${id}`];
  }
  return EVERY_PAGE;
}

/**
 * The bodies of the successful calls among `urls`, by URL, as a visitor without a session gets
 * them; made through the app itself, from the visitor's address (rate limits and the read cache
 * apply as to the app's own calls).
 */
export async function loadFirstData(
  app: FastifyInstance,
  urls: string[],
  remoteAddress: string,
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, remoteAddress });
      return response.statusCode === 200 ? ([url, response.json()] as const) : undefined;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}

/**
 * JSON that is safe inside a <script> element: `<` can't close it, and the line separators that
 * JavaScript once rejected are escaped as well.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id of the data block; the web app's lib/http/first-data.ts reads it. */
export const FIRST_DATA_ID = 'first-data';

/** Adds the first data to the page (a data block: never run, so the CSP has nothing to say). */
export function embedFirstData(html: string, data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return html;
  const block = `<script id="${FIRST_DATA_ID}" type="application/json">${scriptJson(data)}</script>`;
  return html.replace('</body>', `${block}\n  </body>`);
}

export interface StaticBanner {
  title: string;
  image: string | null;
  /** The home page's full-screen hero, with room for the motto under the name. */
  full: boolean;
}

/**
 * Replaces the boot screen (the coffee cup in index.html) with the page's banner as static HTML:
 * its picture and title, the largest paint of the page, drawn before any script runs. The styles
 * are in index.html beside the boot screen's.
 */
export function embedStaticBanner(html: string, banner: StaticBanner): string {
  const start = html.indexOf('<div class="app-boot"');
  const end = html.indexOf('<!-- /app-boot -->');
  if (start < 0 || end < 0) return html;
  const kind = banner.full ? 'boot-banner boot-banner-full' : 'boot-banner';
  const image = banner.image ? `<img class="boot-banner-image" src="${xml(banner.image)}" alt="" />` : '';
  const title = banner.full
    ? `<h1 class="boot-banner-name">${xml(banner.title)}</h1><p class="boot-banner-say"></p>`
    : `<h1 class="boot-banner-title">${xml(banner.title)}</h1>`;
  const markup = [
    `<section class="${kind}" aria-label="${xml(banner.title)}">`,
    image,
    '<div class="boot-banner-shade"></div>',
    `<div class="boot-banner-content">${title}</div>`,
    '</section>',
  ].join('');
  return html.slice(0, start) + markup + html.slice(end);
}
