import { apiPath, siteRoutes } from '@blog/contract/routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** The browser asks not to be tracked (Do Not Track or Global Privacy Control): no beacon is sent. */
export function asksNotToBeTracked(browser: PrivacySignals): boolean {
  return browser.doNotTrack === '1' || browser.globalPrivacyControl === true;
}

/**
 * Reports one page view to the visitor statistics (README "Visitor statistics"): a keepalive request
 * that outlives the page and whose answer nobody waits for. The server counts it, or not (robots,
 * Do Not Track); a failure costs the visitor nothing.
 */
export function sendPageView(path: string, referrer?: string): void {
  if (asksNotToBeTracked(navigator)) return;
  void fetch(apiPath(siteRoutes.visit), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(referrer ? { path, referrer } : { path }),
  }).catch(() => undefined);
}

/**
 * One page view per page the visitor sees: the page the server rendered and each client-side
 * navigation after it. The referrer goes with the first only (later pages were reached from this site).
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const page = pathname + search;
    if (last.current === page) return;
    const first = last.current === null;
    last.current = page;
    sendPageView(page, first ? document.referrer : undefined);
  }, [pathname, search]);
}
