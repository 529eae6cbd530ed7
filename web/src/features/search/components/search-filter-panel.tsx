import { AREA_RANGES, CATEGORIES, OPERATION_LABELS, OPERATIONS } from '@tranquera/contracts';
import type { FilterChange, SearchFilters } from '../filter-params.ts';
import { ChoiceFilter } from './choice-filter.tsx';
import { PriceRangeFilter } from './price-range-filter.tsx';
import { ProvinceFilter } from './province-filter.tsx';
import { TextSearchFilter } from './text-search-filter.tsx';

const operationOptions = OPERATIONS.map((value) => ({ value, label: OPERATION_LABELS[value] }));
const categoryOptions = CATEGORIES.map((value) => ({ value, label: value }));

interface SearchFilterPanelProps {
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
}

/** The filters of spec §2; the desktop sidebar and the mobile menu both show this panel. */
export function SearchFilterPanel({ filters, onChange }: SearchFilterPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-7">
      <TextSearchFilter search={filters.search} onSearch={(search) => onChange({ search })} />
      <ChoiceFilter
        legend="Operación"
        name="operation"
        layout="segments"
        options={operationOptions}
        value={filters.operation}
        onChange={(operation) => onChange({ operation })}
      />
      <ChoiceFilter
        legend="Categoría"
        name="category"
        options={categoryOptions}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <ProvinceFilter selected={filters.state} onChange={(state) => onChange({ state })} />
      <PriceRangeFilter
        value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
        onCommit={(range) => onChange(range)}
      />
      <ChoiceFilter
        legend="Superficie"
        name="hectares"
        layout="list"
        options={AREA_RANGES}
        value={filters.hectares}
        onChange={(hectares) => onChange({ hectares })}
      />
    </div>
  );
}
