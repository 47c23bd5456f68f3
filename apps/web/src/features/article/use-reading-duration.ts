import type { EndpointInput } from '@blog/contract/api';
import { articleRoutes, fillPath } from '@blog/contract/routes';
import { useEffect } from 'react';
import { getToken } from '../../stores/user-store';
import { createReadingClock, reportableDuration } from './reading-clock';

/**
 * Sends how long an article was read (the contract's `article.readingDuration`). `keepalive` lets
 * the request outlive the page, which the blog client cannot ask for; `sendBeacon` cannot send a
 * PUT. Like every request of the app it carries the user's token when there is one (docs/spec.md §6).
 * Failures are only logged.
 */
export function sendReadingDuration(articleId: number, milliseconds: number): void {
  const token = getToken();
  const { method, path } = articleRoutes.readingDuration;
  const params: EndpointInput<'article.readingDuration'>['params'] = {
    id: articleId,
    duration: milliseconds,
  };
  fetch(`/api${fillPath(path, params)}`, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch((error: unknown) => console.warn('[article] reading duration not sent', error));
}

/**
 * Measures the visible reading time of an article and reports it when the reader leaves: on
 * another route (unmount or a new id), when the tab is hidden (phones may never fire a later
 * event) and on `pagehide`.
 */
export function useReadingDuration(articleId: number | null): void {
  useEffect(() => {
    if (!articleId) return;
    const clock = createReadingClock(performance.now(), document.visibilityState === 'visible');
    const report = () => {
      const milliseconds = reportableDuration(clock.take(performance.now()));
      if (milliseconds !== null) sendReadingDuration(articleId, milliseconds);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') return clock.resume(performance.now());
      report();
      clock.pause(performance.now());
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [articleId]);
}
