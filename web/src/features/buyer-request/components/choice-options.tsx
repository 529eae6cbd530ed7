import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { choiceLetter } from '../request-steps.ts';

interface ChoiceOptionsProps {
  options: readonly string[];
  label(option: string): string;
  selected: string | null | undefined;
  registration: UseFormRegisterReturn;
  columns: 1 | 2;
  invalid: boolean;
}

/**
 * Single choice as native radios dressed as cards with letter badges: arrows move between
 * them, and the step lets letter keys pick one.
 */
export function ChoiceOptions({
  options,
  label,
  selected,
  registration,
  columns,
  invalid,
}: ChoiceOptionsProps) {
  return (
    <div className={`grid gap-2.5 ${columns === 2 ? 'sm:grid-cols-2' : 'max-w-md'}`}>
      {options.map((option, index) => {
        const checked = selected === option;
        return (
          <label
            key={option}
            className={`group flex cursor-pointer items-center gap-3 rounded-xl px-3 py-3 text-base font-medium ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wheat-500 ${
              checked
                ? 'bg-brand-700 text-white ring-brand-700'
                : `bg-white text-stone-800 hover:bg-brand-50 hover:ring-brand-300 ${invalid ? 'ring-red-300' : 'ring-stone-300'}`
            }`}
          >
            <input type="radio" value={option} className="sr-only" {...registration} />
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-sm font-bold ring-1 ${
                checked ? 'bg-white text-brand-800 ring-white' : 'bg-stone-50 text-stone-600 ring-stone-300'
              }`}
            >
              {choiceLetter(index)}
            </span>
            <span className="flex-1">{label(option)}</span>
            {checked && <CheckIcon className="h-5 w-5 shrink-0" />}
          </label>
        );
      })}
    </div>
  );
}
