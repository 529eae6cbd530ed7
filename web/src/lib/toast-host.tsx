import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastsAsked } from './toast.ts';

const Toaster = lazy(() => import('./site-toaster.tsx'));

/**
 * Where the site's toasts appear: nothing until the first one is asked for (lib/toast.ts), so
 * neither the server's page nor its hydration carries the toaster.
 */
export function ToastHost() {
  const asked = useSyncExternalStore(onFirstToast, toastsAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
