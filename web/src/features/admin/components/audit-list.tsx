import { AUDIT_ACTION_LABELS, type AuditEntry } from '@tranquera/contracts';
import { useAudit } from '../api/audit.ts';
import { formatDateTime } from '../admin-dates.ts';
import { auditChanges, formatAuditValue } from '../audit-diff.ts';
import { useListParams } from '../use-list-params.ts';
import { Pagination } from './pagination.tsx';
import { EmptyList, QueryView } from './query-view.tsx';

/** What an action changed, key by key: before → after. */
function AuditDiff({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <dl className="flex flex-col gap-1 rounded-xl bg-stone-50 px-4 py-3 font-mono text-xs text-stone-700">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-900">{change.key}:</dt>
          <dd className="break-all">
            <span className="sr-only">antes </span>
            <span className="text-red-800">{formatAuditValue(change.before)}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, después </span>
            <span className="text-brand-800">{formatAuditValue(change.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/audit: who did what to which record, newest first. */
export function AuditList() {
  const { page, pageSearch } = useListParams();
  return (
    <QueryView query={useAudit({ page })} loadingLabel="Cargando el registro…">
      {({ entries, info }) =>
        entries.length === 0 ? (
          <EmptyList>Todavía no hay acciones registradas.</EmptyList>
        ) : (
          <>
            <ol className="flex flex-col gap-3">
              {entries.map((entry) => (
                <li
                  key={entry._id}
                  className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
                >
                  <p className="flex flex-wrap gap-x-2 text-sm text-stone-600">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    <span aria-hidden="true">·</span>
                    <span className="font-semibold text-stone-900">{entry.actor}</span>
                  </p>
                  <p className="text-stone-800">
                    <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>{' '}
                    <span className="break-all text-stone-600">{entry.target}</span>
                  </p>
                  <AuditDiff entry={entry} />
                </li>
              ))}
            </ol>
            <Pagination info={info} pageSearch={pageSearch} noun="acciones" />
          </>
        )
      }
    </QueryView>
  );
}
