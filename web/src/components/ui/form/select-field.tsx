import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { ChevronDownIcon } from '../icons.tsx';
import { FieldMessage } from './field-message.tsx';
import { describedBy, inputStyles, labelStyles } from './field-styles.ts';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, id, ref, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className={labelStyles}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={`${inputStyles} cursor-pointer appearance-none pr-11`}
          {...select}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 h-4 w-4 -translate-y-1/2 text-stone-500" />
      </div>
      <FieldMessage id={selectId} hint={hint} error={error} />
    </div>
  );
}
