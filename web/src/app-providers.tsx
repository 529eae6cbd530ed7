import { MAX_TOASTS, TOAST_DURATION_MS } from '@tranquera/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { SessionProvider } from './features/auth/session-context.tsx';

/** Reads are fresh for 30 s: a server-rendered page's data is not fetched again on hydration. */
export const QUERY_DEFAULTS = { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } };

/** Spec §9: at most 20 toasts at once; the oldest visible ones are dismissed first. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => {
        toast.dismiss(t.id);
      });
  }, [toasts]);
  return null;
}

/** Everything around the router, the same in the browser and on the server (hydration matches). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {children}
          <Toaster
            position="top-center"
            toastOptions={{
              success: { duration: TOAST_DURATION_MS.success },
              error: { duration: TOAST_DURATION_MS.error },
              blank: { duration: TOAST_DURATION_MS.blank },
              custom: { duration: TOAST_DURATION_MS.custom },
            }}
          />
          <ToastLimit />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
