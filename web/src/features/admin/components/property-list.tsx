import type { AdminProperty, AdminPropertyPatch } from '@tranquera/contracts';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { actionError } from '../action-error.ts';
import { useAdminProperties, useUpdateProperty } from '../api/properties.ts';
import { keepFocusInPage } from '../focus-fallback.ts';
import { pickOption } from '../list-params.ts';
import { PROPERTY_FILTERS } from '../property-status.ts';
import { useListParams } from '../use-list-params.ts';
import { FeatureDialog } from './feature-dialog.tsx';
import { Pagination } from './pagination.tsx';
import { PropertyFilters } from './property-filters.tsx';
import { PropertyRow } from './property-row.tsx';
import { EmptyList, QueryView } from './query-view.tsx';
import { type ModerationTarget, ReasonDialog } from './reason-dialog.tsx';

/** /admin/properties: every listing whatever its status, with the team's actions. */
export function PropertyList() {
  const { params, page, setFilter, pageSearch } = useListParams();
  const status = pickOption(params.get('status'), PROPERTY_FILTERS);
  const search = params.get('search')?.trim() ?? '';
  const query = useAdminProperties({ status, search: search || undefined, page });
  const update = useUpdateProperty();
  const [moderating, setModerating] = useState<ModerationTarget | null>(null);
  const [featuring, setFeaturing] = useState<AdminProperty | null>(null);

  // Reactivar, Quitar destacado and Recomendado: no question to ask.
  const patch = async (property: AdminProperty, change: AdminPropertyPatch) => {
    try {
      const answer = await update.mutateAsync({ id: property._id, patch: change });
      toast.success(answer.message);
      keepFocusInPage();
    } catch (error) {
      toast.error(actionError(error));
    }
  };

  return (
    <>
      <PropertyFilters status={status} search={search} onChange={setFilter} />
      <QueryView query={query} loadingLabel="Cargando anuncios…">
        {({ properties, info }) =>
          properties.length === 0 ? (
            <EmptyList>No hay anuncios con estos filtros.</EmptyList>
          ) : (
            <>
              <ul className="flex flex-col gap-4">
                {properties.map((property) => (
                  <li key={property._id}>
                    <PropertyRow
                      property={property}
                      pending={update.isPending && update.variables.id === property._id}
                      onModerate={(next) =>
                        setModerating({ id: property._id, title: property.listing_title, status: next })
                      }
                      onFeature={() => setFeaturing(property)}
                      onPatch={(change) => patch(property, change)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination info={info} pageSearch={pageSearch} noun="anuncios" />
            </>
          )
        }
      </QueryView>
      <ReasonDialog target={moderating} onClose={() => setModerating(null)} />
      <FeatureDialog property={featuring} onClose={() => setFeaturing(null)} />
    </>
  );
}
