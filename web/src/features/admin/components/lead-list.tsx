import { LEAD_KINDS, LEAD_STATUSES } from '@tranquera/contracts';
import { useLeads } from '../api/leads.ts';
import { pickOption } from '../list-params.ts';
import { useListParams } from '../use-list-params.ts';
import { LeadCard } from './lead-card.tsx';
import { LeadFilters } from './lead-filters.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyList, QueryView } from './query-view.tsx';

/** /admin/leads: the filtered, paginated leads, newest first. */
export function LeadList() {
  const { params, page, setFilter, pageSearch } = useListParams();
  const filters = {
    kind: pickOption(params.get('kind'), LEAD_KINDS),
    status: pickOption(params.get('status'), LEAD_STATUSES),
  };
  const query = useLeads({ ...filters, page });
  return (
    <>
      <LeadFilters filters={filters} onChange={setFilter} />
      <QueryView query={query} loadingLabel="Cargando consultas…">
        {({ leads, info }) =>
          leads.length === 0 ? (
            <EmptyList>No hay consultas con estos filtros.</EmptyList>
          ) : (
            <>
              <ul className="flex flex-col gap-4">
                {leads.map((lead) => (
                  <li key={lead._id}>
                    <LeadCard lead={lead} />
                  </li>
                ))}
              </ul>
              <Pagination info={info} pageSearch={pageSearch} noun="consultas" />
            </>
          )
        }
      </QueryView>
    </>
  );
}
