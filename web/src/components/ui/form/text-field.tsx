import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, inputStyles } from './field-styles.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldMessage } from './field-message.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a '¿Olvidaste tu contraseña?' link. */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, labelAside, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={inputId} label={label} aside={labelAside} />
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={inputStyles}
        {...input}
      />
      <FieldMessage id={inputId} hint={hint} error={error} />
    </div>
  );
}
