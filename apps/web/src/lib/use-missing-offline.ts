import { missingOffline, type QueryFacts } from './error-kind';
import { useHydrated } from './use-hydrated';

/**
 * Whether a query has nothing to show because the browser is offline (`missingOffline`): false on
 * the server and while its page is being hydrated, as only the browser knows whether it is online.
 */
export function useMissingOffline(query: QueryFacts | undefined): boolean {
  const hydrated = useHydrated();
  return hydrated && query !== undefined && missingOffline(query, navigator.onLine);
}
