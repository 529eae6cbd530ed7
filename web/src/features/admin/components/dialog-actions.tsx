import type { ReactNode } from 'react';

/** A form dialog's 'Cancelar' and submit button, as the site's confirm dialog lays them out. */
export function DialogActions({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={pending}
        className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-stone-700 ring-1 ring-stone-300 transition ring-inset hover:bg-stone-100 disabled:opacity-60"
      >
        Cancelar
      </button>
      {children}
    </div>
  );
}
