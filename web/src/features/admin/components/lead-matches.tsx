import { type AdminLead, PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../admin-dates.ts';

const usd = (value: number) => `USD ${value.toLocaleString('es-AR')}`;

/**
 * A buyer request as a standing search (issue 13): what the site understood of it and the new
 * listings that fit, so the team can call the buyer with them.
 */
export function LeadMatches({ lead }: { lead: AdminLead }) {
  if (lead.kind !== 'buyer-request') return null;
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-brand-50/60 p-4 text-sm ring-1 ring-brand-100">
      {lead.understood && (
        <p className="text-stone-700">
          <span className="font-semibold text-stone-900">Búsqueda entendida:</span> {lead.understood}
        </p>
      )}
      <h3 className="font-semibold text-stone-900">
        {lead.matches_total === 0
          ? 'Todavía no se publicaron campos que coincidan.'
          : lead.matches_total === 1
            ? '1 campo nuevo coincide'
            : `${lead.matches_total} campos nuevos coinciden${lead.matches_total > lead.matches.length ? ` (los ${lead.matches.length} más recientes)` : ''}`}
      </h3>
      {lead.matches.length > 0 && (
        <ul className="flex flex-col gap-1.5">
          {lead.matches.map((match) => (
            <li key={match._id} className="flex flex-wrap items-baseline gap-x-2">
              <Link
                to={PAGES.propertyDetail.link(match._id)}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {match.listing_title}
              </Link>
              <span className="text-stone-600">
                {match.state} · {match.hectares.toLocaleString('es-AR')} ha · {usd(match.total_usd)}
                {match.status !== 'active' && ' · ya no está publicado'} ·{' '}
                <time dateTime={match.matched_at}>{formatDateTime(match.matched_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
