import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@tranquera/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelStyles } from '../../../components/ui/form/field-styles.ts';

const HINTS: Record<AlertFrequency, string> = {
  daily: 'Un solo email por día con los campos nuevos.',
  instant: 'Un email apenas se publica un campo que coincide.',
};

/** 'Avisarme por email': how often the search's alerts come, as a radio group. */
export function FrequencyChoice({ registration }: { registration: UseFormRegisterReturn<'frequency'> }) {
  return (
    <fieldset className="min-w-0">
      <legend className={`${labelStyles} mb-2`}>Avisarme por email</legend>
      <div className="grid gap-1.5">
        {ALERT_FREQUENCIES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-sm ring-1 ring-stone-300 transition ring-inset hover:bg-stone-50 has-checked:bg-brand-50 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              value={option}
              className="mt-0.5 h-4 w-4 accent-brand-700"
              {...registration}
            />
            <span>
              <span className="block font-semibold text-stone-900">{ALERT_FREQUENCY_LABELS[option]}</span>
              <span className="block text-stone-600">{HINTS[option]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
