import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';
import { labelStyles } from '../../../components/ui/form/field-styles.ts';

interface ChoiceGroupProps {
  legend: string;
  hint?: ReactNode;
  options: readonly string[];
  /** Labels shown for the stored values, when they differ. */
  labels?: Record<string, string>;
  type: 'checkbox' | 'radio';
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: string;
}

/** A list of checkboxes (payment conditions, facilities) or radios (operation) as tappable chips. */
export function ChoiceGroup({
  legend,
  hint,
  options,
  labels,
  type,
  registration,
  error,
  columns = 'grid-cols-1 min-[420px]:grid-cols-2 sm:grid-cols-3',
}: ChoiceGroupProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="flex flex-col gap-2.5" aria-describedby={describedBy}>
      <legend className={`${labelStyles} mb-2.5`}>{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-3.5 py-3 text-sm font-medium text-stone-700 ring-1 ring-stone-300 transition ring-inset hover:bg-stone-50 has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-2 has-checked:ring-brand-600"
          >
            <input
              type={type}
              value={option}
              aria-invalid={error ? true : undefined}
              className="h-4.5 w-4.5 shrink-0 accent-brand-700"
              {...registration}
            />
            {labels?.[option] ?? option}
          </label>
        ))}
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
    </fieldset>
  );
}
