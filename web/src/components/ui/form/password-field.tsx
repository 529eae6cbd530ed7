import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { describedBy, inputStyles } from './field-styles.ts';
import { FieldLabel } from './field-label.tsx';
import { FieldMessage } from './field-message.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** A password input with a button that shows or hides what was typed (spec §2). */
export function PasswordField({ label, error, hint, labelAside, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={inputId} label={label} aside={labelAside} />
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`${inputStyles} pr-14`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`Mostrar ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-stone-500 transition hover:bg-stone-100 hover:text-stone-800"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldMessage id={inputId} hint={hint} error={error} />
    </div>
  );
}
