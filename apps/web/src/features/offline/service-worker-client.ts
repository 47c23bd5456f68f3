import { Workbox } from 'workbox-window';
import { needsFetching, pageParts } from './page-parts';

/** Built by vite-plugin-pwa from src/sw/service-worker.ts. */
const WORKER_SCRIPT = '/service-worker.js';
/** A tab left open for days still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * `isPlaying` tells whether a song plays (the update notice says it would stop); `pageReads` are the
 * API reads the server made this page from.
 */
export async function startServiceWorker(isPlaying: () => boolean, pageReads: string[]): Promise<void> {
  const workbox = new Workbox(WORKER_SCRIPT);
  const firstWorker = !navigator.serviceWorker.controller;
  const parts = pageParts(document, pageReads, location.origin);
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && firstWorker) void keepThisPage(workbox, parts);
  });
  // Also for a worker that was already waiting when the page opened.
  workbox.addEventListener('waiting', () => {
    // The notice's code (antd's button) only once there is news.
    void import('./update-notice').then(({ showUpdateNotice }) => showUpdateNotice(isPlaying()));
  });
  await workbox.register();
  // A page the worker took from the start: what it read without asking the network.
  if (!firstWorker) void keep(workbox, await missing(parts));
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}

/** The worker fetches these for its cache, by its own rules (what they do not allow is left). */
async function keep(workbox: Workbox, urlsToCache: (string | [string, RequestInit])[]): Promise<void> {
  if (urlsToCache.length === 0) return;
  await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
}

/** Those of `urls` the worker's caches lack, or hold an old API answer of. */
async function missing(urls: string[]): Promise<string[]> {
  const now = Date.now();
  const wanted = await Promise.all(
    urls.map(async (url) => {
      const kept = await caches.match(url);
      return needsFetching(url, kept ? kept.headers.get('date') : undefined, now);
    }),
  );
  return urls.filter((_url, index) => wanted[index]);
}

/**
 * The page the first worker arrived on was fetched before the worker ran: it is fetched again for
 * the worker's cache (its rules decide what is kept), with the files it loaded and its parts, so the
 * article being read opens offline too, from the address bar or from a link.
 */
async function keepThisPage(workbox: Workbox, parts: string[]): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`) && !url.startsWith(`${location.origin}/api/`));
  await keep(workbox, [
    [location.href, { headers: { Accept: 'text/html' } }],
    ...new Set([...files, ...parts]),
  ]);
}
