import { type ReactNode, useEffect } from 'react';
import { SlideOver } from '../../../components/ui/slide-over.tsx';

interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  canClear: boolean;
  /** The results count ('12 campos encontrados'): filters apply live, so it is already the new one. */
  summary: string;
  children: ReactNode;
}

/**
 * The mobile slide-in filter menu. Its controls exist only while it is open: the sidebar holds
 * the same ones, and the page shows the same count.
 */
export function FilterDialog({ open, onClose, onClear, canClear, summary, children }: FilterDialogProps) {
  // Widening the window past the mobile breakpoint brings the sidebar back: close the menu.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia('(min-width: 768px)');
    const closeOnDesktop = () => desktop.matches && onClose();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onClose]);

  return (
    <SlideOver
      side="left"
      open={open}
      onClose={onClose}
      title="Filtros"
      closeLabel="Cerrar filtros"
      footer={
        open && (
          <>
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
          </>
        )
      }
    >
      {open && children}
    </SlideOver>
  );
}
