import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldMessage } from './field-message.tsx';
import { describedBy, inputStyles, labelStyles } from './field-styles.ts';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, id, ref, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={textareaId} className={labelStyles}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        className={`${inputStyles} min-h-32 resize-y leading-relaxed`}
        {...textarea}
      />
      <FieldMessage id={textareaId} hint={hint} error={error} />
    </div>
  );
}
