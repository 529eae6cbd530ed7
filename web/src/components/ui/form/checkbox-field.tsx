import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldMessage } from './field-message.tsx';
import { describedBy } from './field-styles.ts';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-5 text-stone-700">
          {label}
        </label>
      </div>
      <FieldMessage id={inputId} error={error} />
    </div>
  );
}
