import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageClockContext } from '../lib/page-clock';
import { ToastOutlet } from './toast/toast-outlet';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** When the server made the page being rendered or hydrated (lib/page-clock); null for none. */
  pageTime: number | null;
  children: ReactNode;
}

/** App-wide providers. antd has none on purpose: see components/antd-scope.tsx. */
export function AppProviders({ queryClient, pageTime, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageClockContext value={pageTime}>
        {children}
        <ToastOutlet />
      </PageClockContext>
    </QueryClientProvider>
  );
}
