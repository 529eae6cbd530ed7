import { FLAG_STATUSES } from '@tranquera/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { actionError } from '../action-error.ts';
import { useFlags, useUpdateFlag } from '../api/flags.ts';
import { keepFocusInPage } from '../focus-fallback.ts';
import { pickOption } from '../list-params.ts';
import { useListParams } from '../use-list-params.ts';
import { FlagCard } from './flag-card.tsx';
import { FlagTabs } from './flag-tabs.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyList, QueryView } from './query-view.tsx';
import { type ModerationTarget, ReasonDialog } from './reason-dialog.tsx';

/** /admin/flags: reports by users and fraud signals, pending first (the default tab). */
export function FlagList() {
  const panelId = useId();
  const { params, page, setFilter, pageSearch } = useListParams();
  const status = pickOption(params.get('status'), FLAG_STATUSES) ?? 'pendiente';
  const query = useFlags({ status, page });
  const update = useUpdateFlag();
  const [pausing, setPausing] = useState<ModerationTarget | null>(null);

  const resolve = async (id: string) => {
    try {
      const answer = await update.mutateAsync({ id, patch: { status: 'resuelta' } });
      toast.success(answer.message);
      // The flag leaves the pending tab with the button that was pressed.
      keepFocusInPage();
    } catch (error) {
      toast.error(actionError(error));
    }
  };

  return (
    <>
      <FlagTabs
        current={status}
        panelId={panelId}
        // The default tab keeps a clean address.
        onSelect={(next) => setFilter('status', next === 'pendiente' ? undefined : next)}
      />
      <div id={panelId} role="tabpanel" aria-label={status === 'pendiente' ? 'Pendientes' : 'Resueltas'}>
        <QueryView query={query} loadingLabel="Cargando alertas…">
          {({ flags, info }) =>
            flags.length === 0 ? (
              <EmptyList>
                {status === 'pendiente'
                  ? 'No hay denuncias ni alertas pendientes.'
                  : 'No hay alertas resueltas.'}
              </EmptyList>
            ) : (
              <>
                <ul className="flex flex-col gap-4">
                  {flags.map((flag) => (
                    <li key={flag._id}>
                      <FlagCard
                        flag={flag}
                        pending={update.isPending && update.variables.id === flag._id}
                        onResolve={() => resolve(flag._id)}
                        onPause={() =>
                          setPausing({
                            id: flag.property._id,
                            title: flag.property.listing_title,
                            status: 'paused',
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
                <Pagination info={info} pageSearch={pageSearch} noun="alertas" />
              </>
            )
          }
        </QueryView>
      </div>
      <ReasonDialog target={pausing} onClose={() => setPausing(null)} />
    </>
  );
}
