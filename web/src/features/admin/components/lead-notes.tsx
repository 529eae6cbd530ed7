import { type AdminLead, LEAD_STATUS_LABELS } from '@tranquera/contracts';
import { formatDateTime } from '../admin-dates.ts';

/** What the team did with the lead, oldest first, as the server keeps it. */
export function LeadNotes({ notes }: { notes: AdminLead['notes'] }) {
  if (notes.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-800">Historial</h3>
      <ol className="flex flex-col gap-2">
        {notes.map((note) => (
          <li key={`${note.at}-${note.author}`} className="rounded-xl bg-stone-50 px-4 py-3 text-sm">
            <p className="text-stone-600">
              <time dateTime={note.at}>{formatDateTime(note.at)}</time> · {note.author} ·{' '}
              {LEAD_STATUS_LABELS[note.status]}
            </p>
            {note.text && <p className="mt-1 whitespace-pre-line text-stone-800">{note.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
