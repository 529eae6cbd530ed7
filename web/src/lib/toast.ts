import type { Renderable, ToastOptions } from 'react-hot-toast';

/**
 * The site's toasts (spec §9), with react-hot-toast (~5 KB compressed with its styling library)
 * fetched the first time one is shown instead of with every page: most visits never show one,
 * and a phone's first load is budgeted (issue 11). Calls made meanwhile are queued by the
 * import's promise and shown in order; `ToastHost` mounts the toaster once one was asked for.
 */
type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | null = null;
const wanted = new Set<() => void>();
let asked = false;

function withToasts(show: (hot: HotToast) => void) {
  if (!asked) {
    asked = true;
    for (const listener of wanted) listener();
  }
  library ??= import('react-hot-toast').then((module) => module.default);
  void library.then(show);
}

/** Whether any toast was asked for yet (the host mounts the toaster from then on). */
export const toastsAsked = () => asked;

export function onFirstToast(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

type Show = (message: Renderable, options?: ToastOptions) => void;

export const toast: Show & { success: Show; error: Show; dismiss: (id?: string) => void } = Object.assign(
  (message: Renderable, options?: ToastOptions) => withToasts((hot) => hot(message, options)),
  {
    success: (message: Renderable, options?: ToastOptions) =>
      withToasts((hot) => hot.success(message, options)),
    error: (message: Renderable, options?: ToastOptions) => withToasts((hot) => hot.error(message, options)),
    dismiss: (id?: string) => {
      if (library) void library.then((hot) => hot.dismiss(id));
    },
  },
);
