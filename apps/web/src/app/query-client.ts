import { QueryClient } from '@tanstack/react-query';

/**
 * A server data cache: one for the browser, one per page the server renders. The HTTP clients
 * already toast failures, so queries retry once at most.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read is still tried: the service worker may answer it from what was read before
      // (by default React Query would not ask at all while the browser says it is offline).
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'offlineFirst' },
    },
  });
}
