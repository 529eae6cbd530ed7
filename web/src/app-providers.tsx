import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SessionProvider } from './features/auth/session-context.tsx';
import { ToastHost } from './lib/toast-host.tsx';

/** Reads are fresh for 30 s: a server-rendered page's data is not fetched again on hydration. */
export const QUERY_DEFAULTS = { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } };

/** Everything around the router, the same in the browser and on the server (hydration matches). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <ToastHost />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
