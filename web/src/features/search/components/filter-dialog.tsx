import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './search-icons.tsx';
import './filter-dialog.css';

interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  canClear: boolean;
  /** The results count ('12 campos encontrados'): filters apply live, so it is already the new one. */
  summary: string;
  children: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex="0"]';

/**
 * The mobile slide-in filter menu: a modal <dialog>, so the page behind is inert and Escape
 * closes it; Tab wraps inside and focus goes back to the 'Filtrar' button on close.
 */
export function FilterDialog({ open, onClose, onClear, canClear, summary, children }: FilterDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Widening the window past the mobile breakpoint brings the sidebar back: close the menu.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia('(min-width: 768px)');
    const closeOnDesktop = () => desktop.matches && onClose();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onClose]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="filter-dialog m-0 h-dvh max-h-none w-[min(26rem,calc(100%-2.5rem))] max-w-none bg-stone-50 p-0 text-stone-800 shadow-2xl"
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onKeyDown={trapTab}
      // A click that lands on the dialog itself (not its content) was on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <div className="flex h-full flex-col">
          <header className="flex items-center justify-between border-b border-stone-200 bg-white px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              Filtros
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Cerrar filtros"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
          <footer className="border-t border-stone-200 bg-white px-5 py-4">
            <p aria-live="polite" className="mb-3 min-h-5 text-center text-sm font-semibold text-stone-900">
              {summary}
            </p>
            <div className="flex items-center gap-3">
              <button
                type="button"
                onClick={onClear}
                disabled={!canClear}
                className="whitespace-nowrap rounded-full px-2 py-2.5 text-sm font-semibold text-brand-800 underline-offset-4 transition hover:underline disabled:text-stone-400 disabled:no-underline"
              >
                Limpiar filtros
              </button>
              <button
                type="button"
                onClick={onClose}
                className="flex-1 whitespace-nowrap rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
              >
                Ver resultados
              </button>
            </div>
          </footer>
        </div>
      )}
    </dialog>
  );
}
