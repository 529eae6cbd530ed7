import type { KeyboardEvent, ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { AlertIcon, EnterIcon } from './request-icons.tsx';

interface RequestStepProps {
  index: number;
  total: number;
  /** Renders the question: a <label> for a text input, a <legend> for a choice. */
  children(questionId: string): ReactNode;
  error?: string;
  errorId: string;
  last: boolean;
  pending: boolean;
  onAccept(): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * One screen of the form: its number, the question and answer, the error, and 'Aceptar'
 * ('Enviar' on the last). Enter accepts from anywhere inside the step.
 */
export function RequestStep({
  index,
  total,
  children,
  error,
  errorId,
  last,
  pending,
  onAccept,
  onKeyDown,
}: RequestStepProps) {
  const questionId = `request-step-${index + 1}`;
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Buttons and links do their own thing on Enter.
    if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
    event.preventDefault();
    onAccept();
  };
  return (
    <section
      id={`paso-${index + 1}`}
      data-step={index + 1}
      aria-labelledby={questionId}
      onKeyDown={handleKeyDown}
      className="flex min-h-dvh scroll-mt-0 items-center px-4 pt-24 pb-16 sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 transition duration-500 ease-out motion-reduce:transition-none starting:translate-y-8 starting:opacity-0">
        <p className="-mb-3 text-sm font-semibold tracking-wide text-brand-700">
          Pregunta {index + 1} de {total}
        </p>
        {children(questionId)}
        {error && (
          <p
            id={errorId}
            role="alert"
            className="flex items-center gap-2 self-start rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200"
          >
            <AlertIcon className="h-4 w-4 shrink-0" />
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type={last ? 'submit' : 'button'}
            onClick={last ? undefined : onAccept}
            disabled={pending}
            aria-busy={pending || undefined}
            className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand-700 px-6 text-lg font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-offset-2 active:scale-[0.98] disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            ) : (
              !last && <CheckIcon className="h-5 w-5" />
            )}
            {last ? 'Enviar' : 'Aceptar'}
          </button>
          <p className="hidden items-center gap-1.5 text-sm text-stone-500 sm:flex">
            o presioná <kbd className="font-sans font-semibold text-stone-700">Enter</kbd>
            <EnterIcon className="h-4 w-4" />
          </p>
        </div>
      </div>
    </section>
  );
}

/** The question as the big heading of its step. */
export const questionStyles = 'text-2xl leading-snug font-bold tracking-tight text-stone-900 sm:text-3xl';
export const hintStyles = 'mt-2 block text-base font-normal tracking-normal text-stone-600 sm:text-lg';
