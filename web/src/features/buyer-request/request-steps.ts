import { BUDGET_RANGES, type BuyerRequest, CATEGORIES, CONTACT_METHODS } from '@tranquera/contracts';

type Field = Exclude<keyof BuyerRequest, 'website'>;

interface StepBase {
  field: Field;
  /** The question, addressed by first name once we know it. */
  question(firstName: string): string;
  hint?: string;
}

export interface TextStep extends StepBase {
  kind: 'text';
  placeholder: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'numeric';
}

export interface ChoiceStep extends StepBase {
  kind: 'choice';
  options: readonly string[];
  /** Long lists read better in two columns on wide screens. */
  columns?: 1 | 2;
}

export type RequestStep = TextStep | ChoiceStep;

/** Spec §2: the six questions of the buyer request, in order. */
export const REQUEST_STEPS: readonly RequestStep[] = [
  {
    field: 'name',
    kind: 'text',
    question: () => '¿Cuál es tu nombre y apellido?',
    placeholder: 'Escribí tu respuesta acá',
    autoComplete: 'name',
  },
  {
    field: 'property',
    kind: 'choice',
    question: (first) =>
      first ? `Un gusto, ${first}. ¿Qué tipo de campo buscás?` : '¿Qué tipo de campo buscás?',
    options: CATEGORIES,
  },
  {
    field: 'price',
    kind: 'choice',
    question: () => '¿Cuánto querés invertir?',
    hint: 'Montos en dólares estadounidenses (USD).',
    options: BUDGET_RANGES,
    columns: 2,
  },
  {
    field: 'location',
    kind: 'text',
    question: () => '¿En qué zona buscás el campo?',
    hint: 'Una provincia, una ciudad o un radio alrededor de ella.',
    placeholder: 'Ej: 100 km alrededor de Córdoba',
  },
  {
    field: 'phone',
    kind: 'text',
    question: () => '¿Cuál es tu número de celular?',
    hint: 'Con código de área: un asesor te va a llamar o escribir a este número.',
    placeholder: 'Ej: 351 555 1234',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'numeric',
  },
  {
    field: 'method',
    kind: 'choice',
    question: () => '¿Cómo preferís que te contactemos?',
    options: CONTACT_METHODS,
  },
];

/** 'A', 'B', 'C'… for the choice badges (and the keys that pick them). */
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

/** '50.000-250.000' reads as '50.000 – 250.000'; the other labels stay as they are. */
export const budgetLabel = (range: string) => range.replace(/^([\d.]+)-([\d.]+)$/, '$1 – $2');

export type RequestOutcome = 'sent' | 'failed' | null;

/**
 * Spec §4: 0 at start, 20 per answered step up to 80 after the fourth, 100 once sent, and
 * back to 0 when sending fails.
 */
export function requestProgress(answered: number, outcome: RequestOutcome): number {
  if (outcome === 'sent') return 100;
  if (outcome === 'failed') return 0;
  return Math.min(Math.max(answered, 0), 4) * 20;
}
