import { type AdminLead, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, PAGES } from '@tranquera/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { formatDateTime } from '../admin-dates.ts';
import { whatsAppChatLink } from '../lead-contact.ts';
import { Badge, type BadgeTone } from './badge.tsx';
import { LeadMatches } from './lead-matches.tsx';
import { LeadNotes } from './lead-notes.tsx';
import { LeadStatusForm } from './lead-status-form.tsx';

export const LEAD_STATUS_TONES: Record<AdminLead['status'], BadgeTone> = {
  nuevo: 'warn',
  contactado: 'good',
  cerrado: 'neutral',
};

const linkStyles = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** One lead: who, how to reach them, what they sent, its history and its status form. */
export function LeadCard({ lead }: { lead: AdminLead }) {
  const headingId = useId();
  const name = lead.name ?? 'Sin nombre';
  const whatsApp = whatsAppChatLink(lead.phone);
  // Report and plan requests are about one listing.
  const listing = lead.kind === 'report' || lead.kind === 'plan' ? lead.property : null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <Badge>{LEAD_KIND_LABELS[lead.kind]}</Badge>
          <Badge tone={LEAD_STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
        </div>
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {name}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {lead.email && (
            <a href={`mailto:${lead.email}`} className={`${linkStyles} break-all`}>
              {lead.email}
            </a>
          )}
          {lead.phone && <span className="text-stone-700">{lead.phone}</span>}
          {whatsApp && (
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkStyles} inline-flex items-center gap-1.5`}
            >
              <WhatsAppIcon className="h-4 w-4" />
              WhatsApp<span className="sr-only"> de {name} (se abre en una pestaña nueva)</span>
            </a>
          )}
          {lead.user && (
            <Link to={PAGES.userPage.link(lead.user.username)} className={linkStyles}>
              @{lead.user.username}
            </Link>
          )}
        </div>
        {listing && (
          <p className="text-sm text-stone-700">
            Anuncio:{' '}
            <Link to={PAGES.propertyDetail.link(listing._id)} className={linkStyles}>
              {listing.listing_title}
            </Link>
            {/* Once paid, the plan is switched on from the listing's row (Destacar). */}
            {lead.kind === 'plan' && (
              <>
                {' · '}
                <Link to={PAGES.adminProperties.link({ search: listing._id })} className={linkStyles}>
                  Registrar el pago y destacar
                </Link>
              </>
            )}
          </p>
        )}
      </header>
      {lead.fields.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {lead.fields.map((field, index) => (
            // A form may repeat a label; position is stable for a lead's fields.
            // biome-ignore lint/suspicious/noArrayIndexKey: the submitted fields never reorder
            <div key={index} className="contents">
              <dt className="font-semibold text-stone-700">{field.label}</dt>
              <dd className="whitespace-pre-line break-words text-stone-800">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <LeadMatches lead={lead} />
      <LeadNotes notes={lead.notes} />
      <LeadStatusForm lead={lead} />
    </article>
  );
}
