import { type AdminFlag, FLAG_KIND_LABELS, PAGES } from '@tranquera/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../admin-dates.ts';
import { listingStatusLabel } from '../property-status.ts';
import { Badge } from './badge.tsx';

interface FlagCardProps {
  flag: AdminFlag;
  pending: boolean;
  onResolve(): void;
  onPause(): void;
}

const linkStyles = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** A report or a fraud signal about a listing; pending ones can be resolved or act on the listing. */
export function FlagCard({ flag, pending, onResolve, onPause }: FlagCardProps) {
  const headingId = useId();
  const title = flag.property.listing_title;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Badge tone={flag.kind === 'report' ? 'bad' : 'warn'}>{FLAG_KIND_LABELS[flag.kind]}</Badge>
        <time dateTime={flag.created_at}>{formatDateTime(flag.created_at)}</time>
      </div>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {flag.summary}
      </h2>
      {flag.text && <p className="whitespace-pre-line text-stone-700">{flag.text}</p>}
      <p className="text-sm text-stone-700">
        Anuncio:{' '}
        <Link to={PAGES.propertyDetail.link(flag.property._id)} className={linkStyles}>
          {title}
        </Link>{' '}
        <Badge>{listingStatusLabel(flag.property.status)}</Badge>
      </p>
      {flag.related_property && (
        <p className="text-sm text-stone-700">
          Foto igual a la de:{' '}
          <Link to={PAGES.propertyDetail.link(flag.related_property._id)} className={linkStyles}>
            {flag.related_property.listing_title}
          </Link>
        </p>
      )}
      {flag.status === 'pendiente' && (
        <div className="mt-1 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            onClick={onResolve}
            aria-label={`Marcar resuelta la alerta sobre ${title}`}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition ring-inset hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Marcar resuelta
          </button>
          {flag.property.status === 'active' && (
            <button
              type="button"
              disabled={pending}
              onClick={onPause}
              aria-haspopup="dialog"
              aria-label={`Pausar anuncio ${title}`}
              className="inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition ring-inset hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Pausar anuncio
            </button>
          )}
        </div>
      )}
    </article>
  );
}
