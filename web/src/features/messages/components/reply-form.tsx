import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useId, useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FieldMessage } from '../../../components/ui/form/field-message.tsx';
import { MESSAGE_MAX_LENGTH, type MessageFormValues, messageFormSchema } from '../message-form-schema.ts';
import { SendIcon } from './message-icons.tsx';

const MAX_ROWS_PX = 160;
/** The counter shows up only close to the limit. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.8);

/**
 * The reply box under a chat: Enter sends, Shift+Enter breaks the line. It empties at once and
 * the message shows in the chat right away (spec §4); if sending fails the text comes back.
 */
export function ReplyForm({ onSend }: { onSend(text: string): Promise<boolean> }) {
  const inputId = useId();
  const form = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { text: '' },
  });
  const error = form.formState.errors.text?.message;
  const text = form.watch('text');
  const field = form.register('text');

  // Grows with what is typed, up to a few lines.
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLTextAreaElement) || text === undefined) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, MAX_ROWS_PX)}px`;
  }, [text, inputId]);

  const submit = form.handleSubmit(async ({ text: message }) => {
    form.reset({ text: '' });
    form.setFocus('text');
    const sent = await onSend(message);
    if (!sent && form.getValues('text') === '') form.setValue('text', message);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-1.5 border-t border-stone-200 bg-white p-3 sm:p-4"
    >
      <div className="flex items-end gap-2 sm:gap-3">
        <label htmlFor={inputId} className="sr-only">
          Mensaje
        </label>
        <textarea
          id={inputId}
          rows={1}
          placeholder="Escribir mensaje.."
          maxLength={MESSAGE_MAX_LENGTH}
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-keys`}
          onKeyDown={onKeyDown}
          className="min-h-12 flex-1 resize-none rounded-2xl border border-stone-300 bg-stone-50 px-4 py-3 text-base leading-6 text-stone-900 outline-none transition placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600"
          {...field}
        />
        <button
          type="submit"
          aria-label="Enviar mensaje"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition hover:bg-brand-800 active:scale-95"
        >
          <SendIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="flex items-start justify-between gap-3 px-1">
        {error ? (
          <FieldMessage id={inputId} error={error} />
        ) : (
          <p id={`${inputId}-keys`} className="hidden text-xs text-stone-500 sm:block">
            <kbd className="font-sans font-semibold">Enter</kbd> para enviar ·{' '}
            <kbd className="font-sans font-semibold">Shift + Enter</kbd> para una nueva línea
          </p>
        )}
        {text.length >= COUNTER_FROM && (
          <p className="ml-auto shrink-0 text-xs text-stone-500" aria-live="polite">
            {text.length}/{MESSAGE_MAX_LENGTH}
          </p>
        )}
      </div>
    </form>
  );
}
