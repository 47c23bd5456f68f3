import { Workbox } from 'workbox-window';

/** Built by vite-plugin-pwa from src/sw/service-worker.ts. */
const WORKER_SCRIPT = '/service-worker.js';
/** A tab left open for days still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** `isPlaying` tells whether a song plays (the update notice says it would stop). */
export async function startServiceWorker(isPlaying: () => boolean): Promise<void> {
  const workbox = new Workbox(WORKER_SCRIPT);
  const firstWorker = !navigator.serviceWorker.controller;
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate && firstWorker) void keepThisPage(workbox);
  });
  // Also for a worker that was already waiting when the page opened.
  workbox.addEventListener('waiting', () => {
    // The notice's code (antd's button) only once there is news.
    void import('./update-notice').then(({ showUpdateNotice }) => showUpdateNotice(isPlaying()));
  });
  await workbox.register();
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}

/**
 * The page the first worker arrived on was fetched before the worker ran: it is fetched again for
 * the worker's cache (its rules decide what is kept), so the article being read opens offline too.
 * Its API reads are not asked for again: the page holds their answers already.
 */
async function keepThisPage(workbox: Workbox): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`) && !url.startsWith(`${location.origin}/api/`));
  await workbox.messageSW({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[location.href, { headers: { Accept: 'text/html' } }], ...files] },
  });
}
