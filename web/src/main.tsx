import { MAX_TOASTS, TOAST_DURATION_MS } from '@tranquera/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { useEffect } from 'react';
import { endSession, readSession } from './features/auth/session.ts';
import { SessionProvider } from './features/auth/session-context.tsx';
import { configureApiClient } from './lib/api-client.ts';
import { router } from './router.tsx';
import './index.css';

// The API client sends the session's token and ends the session when the server rejects it.
configureApiClient({ getToken: () => readSession()?.token, onUnauthorized: () => endSession('expired') });

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});

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

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
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
  </StrictMode>,
);
