import { reloadOnce } from './reload-once';

/**
 * Vite tells the window when a chunk or style sheet that a dynamic import needs did not load
 * (`vite:preloadError`): online, that is a build the server no longer has, and the page reloads
 * once into the new one. The import still fails, so what asked for it shows its own error state
 * meanwhile (and offline, where a reload would not help, it stays at that).
 */
export function reloadOnFailedChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine) reloadOnce();
  });
}
