import { SearchField } from '../../../components/ui/search-field.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { PROPERTY_FILTER_LABELS, PROPERTY_FILTERS, type PropertyFilter } from '../property-status.ts';

interface PropertyFiltersProps {
  status: PropertyFilter | undefined;
  search: string;
  onChange(key: 'status' | 'search', value: string | undefined): void;
}

/** Status (or 'Con alertas', 'Destacados') and a text search over title and owner. */
export function PropertyFilters({ status, search, onChange }: PropertyFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[14rem_1fr] sm:items-end">
      <SelectField
        label="Estado"
        value={status ?? ''}
        onChange={(event) => onChange('status', event.target.value || undefined)}
      >
        <option value="">Todos</option>
        {PROPERTY_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {PROPERTY_FILTER_LABELS[filter]}
          </option>
        ))}
      </SelectField>
      <SearchField
        label="Buscar anuncios"
        placeholder="Título, anunciante o e-mail"
        defaultValue={search}
        onSearch={(text) => onChange('search', text.trim() || undefined)}
        className="sm:mb-px"
      />
    </div>
  );
}
