import { useId, useState } from 'react';
import { SearchIcon } from './search-icons.tsx';

interface TextSearchFilterProps {
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
}

/** Free text over titles, towns, provinces and descriptions; applied on Enter or 'Buscar'. */
export function TextSearchFilter({ search, onSearch }: TextSearchFilterProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(search ?? '');
  // Follow the URL when the search changes elsewhere (header box, chip, back/forward).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search ?? '');
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <label htmlFor={inputId} className="mb-3 block text-sm font-semibold text-stone-900">
        Buscar por palabra
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ej.: ganadero Córdoba"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm placeholder:text-stone-500 focus:border-brand-600"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-700 px-3 text-white transition hover:bg-brand-800"
        >
          <SearchIcon className="h-4 w-4" />
          <span className="sr-only">Buscar</span>
        </button>
      </div>
    </form>
  );
}
