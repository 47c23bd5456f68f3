import { whenIdle } from '../../lib/when-idle';

/**
 * Registers the service worker (README "Offline reading") once the page has settled, in production
 * builds only: `npm run dev` serves modules that no worker should keep. Its code (workbox-window,
 * the update notice) is fetched then, not with the first page. `pageReads`: the API reads the
 * server made the page from (SsrState.reads), for the worker to keep.
 */
export function registerServiceWorker(isPlaying: () => boolean, pageReads: string[]): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    // A browser that refuses the worker (blocked by a policy or a private window) reads online as before.
    import('./service-worker-client')
      .then(({ startServiceWorker }) => startServiceWorker(isPlaying, pageReads))
      .catch(() => undefined);
  }, 3000);
}
