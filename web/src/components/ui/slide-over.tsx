import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

interface SlideOverProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  id?: string;
}

/**
 * A panel sliding in from the right, built on the native modal <dialog>: the browser traps
 * focus, makes the page behind inert and turns Escape into `cancel`.
 */
export function SlideOver({ open, onClose, title, children, id }: SlideOverProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // The page behind must not scroll under the panel.
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel)
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dimmed backdrop reaches the <dialog> itself, never the panel inside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[22rem] max-w-[88vw] translate-x-full bg-white p-0 text-stone-800 shadow-2xl transition-all transition-discrete duration-300 backdrop:bg-stone-950/50 backdrop:backdrop-blur-[2px] open:translate-x-0 starting:open:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Cerrar"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 hover:text-stone-900"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
      </div>
    </dialog>
  );
}
