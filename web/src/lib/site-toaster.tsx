import { MAX_TOASTS, TOAST_DURATION_MS } from '@tranquera/contracts';
import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

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

/** The toaster with the spec's durations (§9), loaded with the first toast (lib/toast-host.tsx). */
export default function SiteToaster() {
  return (
    <>
      <Toaster
        position="top-center"
        // Below the top bar (h-16, md:h-20), never over it: on a phone a toast as wide as the
        // screen covered the account menu, and a pointer resting on a toast pauses its timer, so
        // the menu could stay covered.
        containerStyle={{ top: 88 }}
        toastOptions={{
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          blank: { duration: TOAST_DURATION_MS.blank },
          custom: { duration: TOAST_DURATION_MS.custom },
        }}
      />
      <ToastLimit />
    </>
  );
}
