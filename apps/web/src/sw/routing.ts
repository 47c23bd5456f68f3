/**
 * Which requests the service worker answers, and how (README "Offline reading"). A pure function of
 * the request, so the rules are tested without a browser; `service-worker.ts` maps each kind to a
 * Workbox strategy. Anything else is `null`: the worker does not call respondWith and the browser
 * fetches it as if there were no worker.
 *
 * - `page`: a public page the visitor navigates to. Network first (3 s), else the copy kept from the
 *   last read, else the offline page. Pages are rendered for a guest (the server never puts a
 *   visitor's own data in them), so they are safe to keep for anyone.
 * - `asset`: a hashed file of the build (`/assets/…`, never changes): cache first.
 * - `api-read`: a public read the pages make (articles, categories, tags, the site's config…):
 *   network first, the last answer offline.
 * - `image` and `font`: pictures and fonts of our own origin: cache first, with limits.
 */
export type RouteKind = 'page' | 'asset' | 'api-read' | 'image' | 'font';

/** What the rules look at: a fetch's Request has all of it. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  destination: string;
  headers: { has(name: string): boolean; get(name: string): string | null };
}

/**
 * The public reads a page makes with GET under `/api` (the contract's routes.ts). An allow-list:
 * what is not here — the user's own data (`/api/user`, `/api/notify`), the captcha, the chat, mail
 * settings, the console's `/api/admin` — is never kept, whatever it becomes later.
 */
const PUBLIC_READS = [
  '/api/article/',
  '/api/category/',
  '/api/tag/',
  '/api/config',
  '/api/pageHeader/',
  '/api/talk/',
  '/api/message/getAllMessage',
  '/api/message/getHotTagList',
  '/api/message/getMessageById/',
  '/api/photo/',
  '/api/photoAlbum/',
  '/api/resources/',
  '/api/links/',
  '/api/statistic',
];

/** Paths the worker never touches, whatever the request: the console, music, the APIs' writes and streams. */
const NEVER = [
  /^\/admin(\/|$)/,
  /^\/api\/admin(\/|$)/,
  /^\/api\/chat(\/|$)/,
  /^\/api\/article\/(unlock|getUnlockedArticleById)(\/|$)/,
  /^\/wapi(\/|$)/,
  /^\/media\/music\//,
];

/** Paths that are not pages even when navigated to: APIs, media, feeds and other files. */
const NOT_A_PAGE = /^\/(api|wapi|media)(\/|$)|\.[a-z0-9]+$/i;

export function routeOf(request: RequestFacts, origin: string): RouteKind | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  // Audio and video seek with Range requests: the browser and the server handle them (206).
  if (request.headers.has('range')) return null;
  // A logged-in reader's API calls carry the token: their answers may be personal, never kept.
  if (request.headers.has('authorization')) return null;
  // A protected article's body, read with its grant: kept nowhere but the page that asked for it.
  if (request.headers.has('x-article-grant')) return null;
  const path = url.pathname;
  if (NEVER.some((pattern) => pattern.test(path))) return null;
  if (['audio', 'video', 'track'].includes(request.destination)) return null;

  // workbox-window's CACHE_URLS sends the page the worker did not see yet as a plain fetch that
  // asks for HTML.
  const asksForHtml =
    request.mode === 'navigate' ||
    (request.destination === '' && (request.headers.get('accept') ?? '').includes('text/html'));
  if (asksForHtml) return NOT_A_PAGE.test(path) ? null : 'page';

  if (path.startsWith('/assets/')) return 'asset';
  if (PUBLIC_READS.some((prefix) => path.startsWith(prefix))) return 'api-read';
  if (path.startsWith('/api/')) return null;
  if (request.destination === 'image' || path.startsWith('/media/uploads/')) return 'image';
  if (request.destination === 'font' || /\.(woff2?|ttf|otf)$/i.test(path)) return 'font';
  return null;
}
