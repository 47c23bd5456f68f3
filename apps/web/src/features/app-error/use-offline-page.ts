import { failedOffline, type QueryFacts } from '../../lib/error-kind';
import { useMissingOffline } from '../../lib/use-missing-offline';

/**
 * What a page throws when its own data did not come because the browser is offline: the route's
 * error element shows 当前离线 for it, as for a page whose code did not come.
 */
export class PageOfflineError extends Error {
  override readonly name = 'PageOfflineError';

  constructor(cause: unknown) {
    super('the page’s data did not load: the browser is offline', { cause });
  }
}

/**
 * For a page's own data (an article, a list the page is made of): when it is missing because the
 * browser is offline — an article never read, which the service worker has no copy of — the page
 * gives way to the route's error element, 当前离线 with 重新加载 and 回到首页, instead of its own
 * 加载失败了 and 重试 (which says the network 开了个小差). Any other failure is the page's to show.
 * Never while the server's page is being hydrated: only the browser knows whether it is online.
 *
 * Back online, the next visit to the page asks again: the route's loader fetches a query that
 * failed before the page renders.
 */
export function useOfflinePage(query: QueryFacts | undefined): void {
  const offline = useMissingOffline(query);
  if (offline && query)
    throw new PageOfflineError(query.status === 'error' ? query.error : query.failureReason);
}

/** Whether an error page is for a failure without a network (a page's code or its data). */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof PageOfflineError || failedOffline(error, navigator.onLine);
}
