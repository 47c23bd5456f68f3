/// <reference lib="webworker" />
/**
 * The blog's service worker (README "Offline reading"), built by vite-plugin-pwa into `/sw.js` with
 * the list of files to precache put in place of `self.__WB_MANIFEST`. Which request goes where is
 * decided by `routeOf` (routing.ts); this file only maps each kind to a Workbox strategy.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { routeOf, type RouteKind } from './routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Shown for a page that is neither online nor kept (apps/web/public/offline.html, precached). */
const OFFLINE_PAGE = '/offline.html';

const DAY = 24 * 60 * 60;
/** Only whole, successful answers are kept: never an error page, a redirect or a partial one. */
const whole = () => new CacheableResponsePlugin({ statuses: [200] });
const limit = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

/** A slow network counts as none after this: the copy already read shows instead. */
const NETWORK_TIMEOUT_SECONDS = 3;

const strategies: Record<RouteKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [whole(), limit(60, 30)],
  }),
  'api-read': new NetworkFirst({
    cacheName: 'api-reads',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [whole(), limit(200, 30)],
  }),
  asset: new CacheFirst({ cacheName: 'assets', plugins: [whole(), limit(150, 30)] }),
  image: new CacheFirst({ cacheName: 'images', plugins: [whole(), limit(200, 30)] }),
  font: new CacheFirst({ cacheName: 'fonts', plugins: [whole(), limit(30, 365)] }),
};

/** A page neither the network nor the cache has: the home page for `/` if it was read, else the offline page. */
async function pageFallback(url: URL): Promise<Response> {
  if (url.pathname === '/') {
    const home = await caches.match(new URL('/home', url).href, { cacheName: 'pages' });
    if (home) return home;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request }) => routeOf(request, self.location.origin) ?? false,
  async ({ request, event, params, url }) => {
    const kind = params as unknown as RouteKind;
    const answer = strategies[kind].handle({ request, event });
    return kind === 'page' ? answer.catch(() => pageFallback(url)) : answer;
  },
);

// The first worker takes the open page at once, so what the visitor reads next is kept. A new
// version waits until the visitor chooses to reload (新版本可用 → 刷新: SKIP_WAITING).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
