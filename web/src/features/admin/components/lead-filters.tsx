import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@tranquera/contracts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import type { LeadsQuery } from '../api/leads.ts';
import { ExportLeadsButton } from './export-leads-button.tsx';

interface LeadFiltersProps {
  filters: Pick<LeadsQuery, 'kind' | 'status'>;
  onChange(key: 'kind' | 'status', value: string | undefined): void;
}

/** Kind and status; the export follows the same filter. */
export function LeadFilters({ filters, onChange }: LeadFiltersProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-end">
      <div className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Tipo de consulta"
          value={filters.kind ?? ''}
          onChange={(event) => onChange('kind', event.target.value || undefined)}
        >
          <option value="">Todas</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LEAD_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Estado"
          value={filters.status ?? ''}
          onChange={(event) => onChange('status', event.target.value || undefined)}
        >
          <option value="">Todos</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <ExportLeadsButton filters={filters} />
    </div>
  );
}
