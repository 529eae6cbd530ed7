import { CATEGORIES, OPERATION_LABELS, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import type { MarketFilters } from '../market-params.ts';

interface MarketFiltersFormProps {
  filters: MarketFilters;
  onChange(next: Partial<MarketFilters>): void;
}

const ANY = '';

/** Province, land use and operation; each choice applies at once (and goes into the address). */
export function MarketFiltersForm({ filters, onChange }: MarketFiltersFormProps) {
  return (
    <form
      aria-label="Filtrar precios"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Provincia"
        value={filters.state ?? ANY}
        onChange={(event) =>
          onChange({ state: PROVINCES.find((province) => province === event.target.value) })
        }
      >
        <option value={ANY}>Todas las provincias</option>
        {PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Uso del campo"
        value={filters.category ?? ANY}
        onChange={(event) =>
          onChange({ category: CATEGORIES.find((category) => category === event.target.value) })
        }
      >
        <option value={ANY}>Todos los usos</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Operación"
        value={filters.operation}
        onChange={(event) =>
          onChange({ operation: OPERATIONS.find((operation) => operation === event.target.value) })
        }
      >
        {OPERATIONS.map((operation) => (
          <option key={operation} value={operation}>
            {OPERATION_LABELS[operation]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
