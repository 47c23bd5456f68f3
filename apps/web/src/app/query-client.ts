import { QueryClient } from '@tanstack/react-query';

/**
 * A server data cache: one for the browser, one per page the server renders. The HTTP clients
 * already toast failures, so queries retry once at most.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
