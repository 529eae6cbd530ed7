import { useId } from 'react';
import type { SortOption } from '../filter-params.ts';

const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Relevancia',
  recent: 'Más recientes',
  price_asc: 'Menor precio por ha',
  price_desc: 'Mayor precio por ha',
};

interface SortSelectProps {
  sort: SortOption | undefined;
  searching: boolean;
  onChange: (sort: SortOption | undefined) => void;
}

/** Relevance is the default order while searching text, the newest first otherwise. */
export function SortSelect({ sort, searching, onChange }: SortSelectProps) {
  const selectId = useId();
  const defaultSort: SortOption = searching ? 'relevance' : 'recent';
  const options = (Object.keys(SORT_LABELS) as SortOption[]).filter(
    (option) => searching || option !== 'relevance',
  );
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none">
      <label htmlFor={selectId} className="sr-only whitespace-nowrap text-sm text-stone-600 lg:not-sr-only">
        Ordenar por
      </label>
      <select
        id={selectId}
        value={sort ?? defaultSort}
        onChange={(event) => {
          const next = event.target.value as SortOption;
          onChange(next === defaultSort ? undefined : next);
        }}
        className="w-full min-w-0 rounded-lg border border-stone-300 bg-white py-2 pl-3 pr-8 sm:w-auto text-sm font-medium text-stone-900 focus:border-brand-600"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
