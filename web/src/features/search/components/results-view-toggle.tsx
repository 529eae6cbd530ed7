import { MAP_SEARCH_TEXT } from '@tranquera/contracts';
import { useId } from 'react';
import { LineIcon } from '../../../components/ui/icons.tsx';
import type { ResultsView } from '../results-view.ts';

const ListIcon = () => (
  <LineIcon className="h-4 w-4">
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </LineIcon>
);
const MapIcon = () => (
  <LineIcon className="h-4 w-4">
    <path d="m9 4-6 2.5v13L9 17l6 2.5 6-2.5v-13L15 6.5 9 4Z" />
    <path d="M9 4v13M15 6.5v13" />
  </LineIcon>
);

const OPTIONS: { view: ResultsView; label: string; icon: () => React.JSX.Element }[] = [
  { view: 'lista', label: MAP_SEARCH_TEXT.list, icon: ListIcon },
  { view: 'mapa', label: MAP_SEARCH_TEXT.map, icon: MapIcon },
];

interface ResultsViewToggleProps {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  className?: string;
}

/**
 * 'Lista | Mapa' as a radio group: Tab reaches the chosen one, the arrow keys switch, and a
 * screen reader hears the group's name and which is selected.
 */
export function ResultsViewToggle({ view, onChange, className = '' }: ResultsViewToggleProps) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{MAP_SEARCH_TEXT.viewLabel}</legend>
      <div className="flex w-full rounded-full border border-stone-300 bg-white p-1 shadow-sm sm:w-auto">
        {OPTIONS.map(({ view: option, label, icon: Icon }) => {
          const checked = view === option;
          return (
            <label
              key={option}
              className={`inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-semibold transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-wheat-500 sm:flex-none ${
                checked ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
