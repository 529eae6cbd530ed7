import { DESCRIPTION_MIN } from '@tranquera/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';
import { inputStyles, labelStyles } from '../../../components/ui/form/field-styles.ts';

interface DescriptionFieldProps {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
}

/** The detailed description with a live count against the spec's 50-character minimum. */
export function DescriptionField({ registration, value, error }: DescriptionFieldProps) {
  const id = useId();
  const length = value.trim().length;
  const enough = length >= DESCRIPTION_MIN;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelStyles}>
        Descripción detallada
      </label>
      <textarea
        id={id}
        rows={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        placeholder="Contá cómo es el campo: suelos, aguadas, potreros, mejoras, accesos, producción actual…"
        className={`${inputStyles} min-h-40 resize-y leading-relaxed`}
        {...registration}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <FieldMessage id={id} error={error} />
        <p
          id={`${id}-count`}
          data-testid="description-count"
          className={`ml-auto text-sm tabular-nums ${enough ? 'text-brand-700' : 'text-stone-500'}`}
        >
          {enough ? `${length} caracteres` : `${length} de ${DESCRIPTION_MIN} caracteres mínimos`}
        </p>
      </div>
    </div>
  );
}
