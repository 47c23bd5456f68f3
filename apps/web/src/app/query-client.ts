import { QueryClient } from '@tanstack/react-query';

/** Server data cache. The HTTP clients already toast failures, so queries retry once at most. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
