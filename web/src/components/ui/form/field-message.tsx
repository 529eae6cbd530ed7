import type { ReactNode } from 'react';

/** The hint under a control, replaced by its error once there is one. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
        <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
        </svg>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-stone-500">
      {hint}
    </p>
  ) : null;
}
