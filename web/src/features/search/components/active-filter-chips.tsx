import { AREA_RANGES, MAP_SEARCH_TEXT, OPERATION_LABELS } from '@tranquera/contracts';
import { DEFAULT_PRICE_RANGE, type FilterChange, type SearchFilters } from '../filter-params.ts';
import { formatPriceBound } from '../price-range.ts';
import { CloseIcon } from './search-icons.tsx';

interface ActiveFilterChipsProps {
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
}

interface Chip {
  key: string;
  label: string;
  /** What the remove button says to a screen reader. */
  removeLabel: string;
  change: FilterChange;
}

function priceChipLabel(minPrice: number, maxPrice: number): string {
  if (maxPrice >= DEFAULT_PRICE_RANGE.maxPrice) return `Desde ${formatPriceBound(minPrice)} / ha`;
  if (minPrice <= DEFAULT_PRICE_RANGE.minPrice) return `Hasta ${formatPriceBound(maxPrice)} / ha`;
  return `${formatPriceBound(minPrice)} – ${formatPriceBound(maxPrice)} / ha`;
}

function chipsOf(filters: SearchFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: `“${filters.search}”`,
      removeLabel: `Quitar búsqueda “${filters.search}”`,
      change: { search: undefined },
    });
  }
  if (filters.operation) {
    const label = OPERATION_LABELS[filters.operation];
    chips.push({ key: 'operation', label, removeLabel: `Quitar ${label}`, change: { operation: undefined } });
  }
  if (filters.category) {
    const label = filters.category;
    chips.push({ key: 'category', label, removeLabel: `Quitar ${label}`, change: { category: undefined } });
  }
  for (const province of filters.state) {
    chips.push({
      key: `state-${province}`,
      label: province,
      removeLabel: `Quitar ${province}`,
      change: { state: filters.state.filter((other) => other !== province) },
    });
  }
  if (filters.minPrice > DEFAULT_PRICE_RANGE.minPrice || filters.maxPrice < DEFAULT_PRICE_RANGE.maxPrice) {
    const label = priceChipLabel(filters.minPrice, filters.maxPrice);
    chips.push({
      key: 'price',
      label,
      removeLabel: 'Quitar rango de precio',
      change: { minPrice: undefined, maxPrice: undefined },
    });
  }
  const area = AREA_RANGES.find((range) => range.value === filters.hectares);
  if (area) {
    chips.push({
      key: 'hectares',
      label: area.label,
      removeLabel: `Quitar ${area.label}`,
      change: { hectares: undefined },
    });
  }
  if (filters.bbox) {
    chips.push({
      key: 'bbox',
      label: MAP_SEARCH_TEXT.areaChip,
      removeLabel: MAP_SEARCH_TEXT.removeArea,
      change: { bbox: undefined },
    });
  }
  return chips;
}

/** Every active filter as a removable chip above the results (spec §2, §4). */
export function ActiveFilterChips({ filters, onChange }: ActiveFilterChipsProps) {
  const chips = chipsOf(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filtros aplicados" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm font-medium text-brand-800"
        >
          <span className="max-w-[16rem] truncate">{chip.label}</span>
          <button
            type="button"
            onClick={() => onChange(chip.change)}
            aria-label={chip.removeLabel}
            className="inline-flex h-6 w-6 items-center justify-center rounded-full text-brand-700 transition hover:bg-brand-100"
          >
            <CloseIcon className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
