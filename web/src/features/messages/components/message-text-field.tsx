import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';
import { describedBy, inputStyles, labelStyles } from '../../../components/ui/form/field-styles.ts';

interface MessageTextFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** Characters typed so far, for the counter under the field. */
  length: number;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with a live character counter next to its hint or error. */
export function MessageTextField({
  label,
  error,
  length,
  maxLength,
  id,
  ref,
  ...textarea
}: MessageTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = `${inputId}-count`;
  const described = [describedBy(inputId, undefined, error), counterId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={labelStyles}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputStyles} min-h-40 resize-y leading-relaxed`}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldMessage id={inputId} error={error} />
        <p id={counterId} className="ml-auto shrink-0 text-xs text-stone-500 tabular-nums">
          {length.toLocaleString('es-AR')} / {maxLength.toLocaleString('es-AR')}
          <span className="sr-only"> caracteres</span>
        </p>
      </div>
    </div>
  );
}
