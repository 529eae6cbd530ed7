import { zodResolver } from '@hookform/resolvers/zod';
import { type BuyerRequest, buyerRequestSchema, HONEYPOT_FIELD } from '@tranquera/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HoneypotField } from '../../contact/components/honeypot-field.tsx';
import { useSendBuyerRequest } from '../api/send-buyer-request.ts';
import {
  budgetLabel,
  choiceLetter,
  REQUEST_STEPS,
  type RequestOutcome,
  type RequestStep as Step,
} from '../request-steps.ts';
import { ChoiceOptions } from './choice-options.tsx';
import { hintStyles, questionStyles, RequestStep } from './request-step.tsx';

type Values = z.input<typeof buyerRequestSchema>;

interface BuyerRequestFormProps {
  /** Steps answered so far (for the progress bar). */
  onAnswered(count: number): void;
  onOutcome(outcome: Exclude<RequestOutcome, null>, name: string): void;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec §2/§4 buyer request: six steps revealed one at a time; 'Aceptar' checks the step and
 * scrolls to the next; 'Enviar' sends once all six are filled.
 */
export function BuyerRequestForm({ onAnswered, onOutcome }: BuyerRequestFormProps) {
  const send = useSendBuyerRequest();
  const form = useForm<Values, unknown, BuyerRequest>({
    resolver: zodResolver(buyerRequestSchema),
    defaultValues: { name: '', location: '', phone: '', [HONEYPOT_FIELD]: '' },
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const [revealed, setRevealed] = useState(1);
  const [answered, setAnswered] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const scrollTo = useRef<number | null>(0);
  const firstName = (form.watch('name') ?? '').trim().split(/\s+/)[0] ?? '';

  // After a step is revealed (or on start), bring it into view and put the cursor in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a step is revealed
  useEffect(() => {
    const index = scrollTo.current;
    if (index === null) return;
    scrollTo.current = null;
    const section = document.getElementById(`paso-${index + 1}`);
    section?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section
      ?.querySelector<HTMLInputElement>('input:not([type=radio]), input[type=radio]')
      ?.focus({ preventScroll: true });
  }, [revealed, answered]);

  async function accept(index: number) {
    const step = REQUEST_STEPS[index];
    if (!step || !(await form.trigger(step.field, { shouldFocus: true }))) return;
    const count = Math.max(answered, index + 1);
    setAnswered(count);
    onAnswered(count);
    setRevealed((shown) => Math.max(shown, index + 2));
    scrollTo.current = index + 1;
  }

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await send.mutateAsync(values);
        onOutcome('sent', values.name);
      } catch {
        onOutcome('failed', values.name);
      }
    },
    () => undefined,
  );

  const pickByLetter = (step: Step) => (event: KeyboardEvent<HTMLElement>) => {
    if (step.kind !== 'choice' || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1)
      return;
    const option = step.options[event.key.toUpperCase().charCodeAt(0) - 65];
    if (!option) return;
    event.preventDefault();
    form.setValue(step.field, option as never, { shouldValidate: Boolean(errors[step.field]) });
    document
      .querySelector<HTMLInputElement>(`input[name="${step.field}"][value="${CSS.escape(option)}"]`)
      ?.focus();
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const last = REQUEST_STEPS.length - 1;
        if (await form.trigger(REQUEST_STEPS[last]!.field, { shouldFocus: true })) {
          setAnswered(REQUEST_STEPS.length);
          await submit();
        }
      }}
      className="relative"
    >
      <h1 className="sr-only">Solicitar campo</h1>
      <HoneypotField registration={form.register(HONEYPOT_FIELD)} />
      {REQUEST_STEPS.slice(0, revealed).map((step, index) => {
        const error = errors[step.field]?.message;
        const errorId = `${step.field}-error`;
        const last = index === REQUEST_STEPS.length - 1;
        return (
          <RequestStep
            key={step.field}
            index={index}
            total={REQUEST_STEPS.length}
            error={error}
            errorId={errorId}
            last={last}
            pending={last && send.isPending}
            onAccept={() => (last ? formRef.current?.requestSubmit() : void accept(index))}
            onKeyDown={pickByLetter(step)}
          >
            {(questionId) =>
              step.kind === 'text' ? (
                <>
                  <label htmlFor={step.field} id={questionId} className={questionStyles}>
                    {step.question(firstName)}
                    {step.hint && <span className={hintStyles}>{step.hint}</span>}
                  </label>
                  <input
                    id={step.field}
                    type={step.type ?? 'text'}
                    inputMode={step.inputMode}
                    autoComplete={step.autoComplete}
                    placeholder={step.placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="w-full border-0 border-b-2 border-stone-300 bg-transparent px-0 pt-1 pb-2 text-2xl text-brand-900 outline-none transition placeholder:text-stone-400 focus:border-brand-700 focus:shadow-[0_1px_0_0_var(--color-brand-700)] focus-visible:outline-none! aria-invalid:border-red-600 sm:text-3xl"
                    {...form.register(step.field)}
                  />
                </>
              ) : (
                <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-6">
                  <legend id={questionId} className={`${questionStyles} mb-6`}>
                    {step.question(firstName)}
                    {step.hint && <span className={hintStyles}>{step.hint}</span>}
                    <span className="sr-only">
                      {' '}
                      (podés elegir con las letras {choiceLetter(0)} a {choiceLetter(step.options.length - 1)}
                      )
                    </span>
                  </legend>
                  <ChoiceOptions
                    options={step.options}
                    label={step.field === 'price' ? budgetLabel : (option) => option}
                    selected={form.watch(step.field)}
                    registration={form.register(step.field)}
                    columns={step.columns ?? 1}
                    invalid={Boolean(error)}
                  />
                </fieldset>
              )
            }
          </RequestStep>
        );
      })}
    </form>
  );
}
