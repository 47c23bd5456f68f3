import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastOutlet } from './toast/toast-outlet';

/** App-wide providers. antd has none on purpose: see components/antd-scope.tsx. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
