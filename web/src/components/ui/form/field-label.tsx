import type { ReactNode } from 'react';
import { labelStyles } from './field-styles.ts';

/** A control's label, with what goes at its right (e.g. a '¿Olvidaste tu contraseña?' link). */
export function FieldLabel({ htmlFor, label, aside }: { htmlFor: string; label: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <label htmlFor={htmlFor} className={labelStyles}>
        {label}
      </label>
      {aside}
    </div>
  );
}
