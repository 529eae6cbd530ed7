import { useId } from 'react';

interface ChoiceFilterProps<T extends string> {
  legend: string;
  /** Name of the URL parameter: keeps the radio groups of the sidebar and the dialog apart. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Pills wrap side by side; segments share one row (few, short options); a list stacks. */
  layout?: keyof typeof LAYOUTS;
}

const pill =
  'cursor-pointer rounded-full border border-stone-300 bg-white py-1.5 text-sm text-stone-700 transition hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-wheat-500';

const LAYOUTS = {
  pills: { group: 'flex flex-wrap gap-2', option: `${pill} px-3.5`, input: 'sr-only' },
  segments: {
    // Equal widths on one row; a narrow sidebar wraps them rather than cutting a label.
    group: 'flex flex-wrap gap-1.5',
    option: `${pill} flex-1 whitespace-nowrap px-2 text-center`,
    input: 'sr-only',
  },
  list: {
    group: 'grid gap-1',
    option:
      'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-stone-700 transition hover:bg-stone-100 has-checked:font-semibold has-checked:text-brand-800',
    input: 'h-4 w-4 accent-brand-700',
  },
};

/** A single choice with 'Todas' first; native radios, so arrow keys move through the options. */
export function ChoiceFilter<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  layout = 'pills',
}: ChoiceFilterProps<T>) {
  const groupName = `${name}-${useId()}`;
  const choices = [{ value: '' as const, label: 'Todas' }, ...options];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold text-stone-900">{legend}</legend>
      <div className={LAYOUTS[layout].group}>
        {choices.map((choice) => (
          <label key={choice.value} className={LAYOUTS[layout].option}>
            <input
              type="radio"
              name={groupName}
              value={choice.value}
              checked={(value ?? '') === choice.value}
              onChange={() => onChange(choice.value === '' ? undefined : (choice.value as T))}
              className={LAYOUTS[layout].input}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
