import { PROVINCES, type Province } from '@tranquera/contracts';
import { useId, useState } from 'react';
import { SearchIcon } from './search-icons.tsx';

/** 'cordoba' finds 'Córdoba'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

interface ProvinceFilterProps {
  selected: Province[];
  onChange: (provinces: Province[]) => void;
}

/** Several provinces or countries at once (spec §2), with a quick search over the long list. */
export function ProvinceFilter({ selected, onChange }: ProvinceFilterProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = PROVINCES.filter((province) => fold(province).includes(fold(query.trim())));

  function toggle(province: Province, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(province);
    else next.delete(province);
    // Keep the list's order so the URL is the same whatever the clicking order.
    onChange(PROVINCES.filter((candidate) => next.has(candidate)));
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 flex w-full items-baseline justify-between text-sm font-semibold text-stone-900">
        Provincia o país
        {selected.length > 0 && (
          <span className="text-xs font-medium text-brand-700">
            {selected.length === 1 ? '1 elegida' : `${selected.length} elegidas`}
          </span>
        )}
      </legend>
      <label htmlFor={inputId} className="sr-only">
        Buscar provincia o país
      </label>
      <div className="relative mb-2">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400" />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Buscar provincia…"
          autoComplete="off"
          className="w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-sm placeholder:text-stone-500 focus:border-brand-600"
        />
      </div>
      <div className="max-h-56 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1">
        {visible.length === 0 ? (
          <p className="px-2 py-3 text-sm text-stone-600">Sin coincidencias.</p>
        ) : (
          visible.map((province) => (
            <label
              key={province}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-stone-100 has-checked:font-semibold has-checked:text-brand-800"
            >
              <input
                type="checkbox"
                checked={selected.includes(province)}
                onChange={(event) => toggle(province, event.target.checked)}
                className="h-4 w-4 rounded accent-brand-700"
              />
              {province}
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
