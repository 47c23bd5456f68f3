import { createContext, use, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { ErrorPage, type ErrorPageProps } from './error-page';
import { isChunkLoadError } from '../../lib/error-kind';
import { reloadOnce, willReload } from './reload-once';
import { isOfflineFailure } from './use-offline-page';

/**
 * Told when a page's error shows: a layout that keeps pages alive (the home page) forgets the failed
 * one, so the next visit renders it afresh instead of the kept error.
 */
export const PageFailedContext = createContext<(() => void) | null>(null);

export interface AppErrorProps {
  error: unknown;
  place: ErrorPageProps['place'];
}

/**
 * What a failed page shows. Code or a style sheet that did not load, online, reloads the page once
 * (reload-once.ts); anything else shows 出错了, or 当前离线 without a network (also for a page whose
 * data did not come offline: use-offline-page.ts). While the server's page is being hydrated it
 * shows 出错了 as the server did: only the browser knows whether it is online.
 */
export function AppError({ error, place }: AppErrorProps) {
  const hydrated = useHydrated();
  const [reloading] = useState(() => hydrated && isChunkLoadError(error) && navigator.onLine && willReload());
  const pageFailed = use(PageFailedContext);
  const offline = hydrated && isOfflineFailure(error);

  useEffect(() => {
    if (reloading) {
      reloadOnce();
      return;
    }
    // Without a network nothing is broken: a warning, not an error for whoever reads the console.
    if (offline) console.warn('[blog] a page could not load offline', error);
    else console.error('[blog] a page failed', error);
    pageFailed?.();
  }, [reloading, offline, error, pageFailed]);

  if (reloading) return null;
  return <ErrorPage offline={offline} place={place} />;
}
