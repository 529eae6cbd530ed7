import {
  IMAGE_SIZES,
  imageVariant,
  LIFECYCLE_TEXT,
  LISTING_STATUS_LABELS,
  PAGES,
} from '@tranquera/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatHectares, formatPrice } from '../../../lib/format.ts';
import { isFeatured } from '../admin-dates.ts';
import { LISTING_STATUS_TONES } from '../property-status.ts';
import { Badge } from './badge.tsx';
import { PropertyActions, type PropertyActionsProps } from './property-actions.tsx';

const linkStyles = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** One listing as the team sees it: photo, owner, state, dates and what can be done with it. */
export function PropertyRow(props: PropertyActionsProps) {
  const { property } = props;
  const headingId = useId();
  const { width, height } = IMAGE_SIZES.card;
  const moderated = property.status === 'paused' || property.status === 'rejected';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row"
    >
      <img
        src={imageVariant(property.main_image_url, 'card')}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full shrink-0 rounded-xl bg-stone-200 object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={LISTING_STATUS_TONES[property.status]}>{LISTING_STATUS_LABELS[property.status]}</Badge>
          {isFeatured(property.featured_until) && <Badge tone="warn">{LIFECYCLE_TEXT.featuredBadge}</Badge>}
          {property.recommended && <Badge tone="good">Recomendado</Badge>}
          {property.pending_flags > 0 && (
            <Badge tone="bad">
              {property.pending_flags === 1
                ? '1 alerta pendiente'
                : `${property.pending_flags} alertas pendientes`}
            </Badge>
          )}
        </div>
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-stone-900">
          <Link to={PAGES.propertyDetail.link(property._id)} className="hover:text-brand-800 hover:underline">
            {property.listing_title}
          </Link>
        </h2>
        <p className="text-sm text-stone-600">
          {property.category} · {property.operation} · {property.state} · {formatHectares(property.hectares)}{' '}
          · {formatPrice(property.price, property.currency, property.pricing_unit)}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-stone-700">
          <span className="font-medium">{property.owner.name}</span>
          <Link to={PAGES.userPage.link(property.owner.username)} className={linkStyles}>
            @{property.owner.username}
          </Link>
          <a href={`mailto:${property.owner.email_address}`} className={`${linkStyles} break-all`}>
            {property.owner.email_address}
          </a>
        </p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600">
          <div className="flex gap-1">
            <dt>Vence:</dt>
            <dd className="font-medium text-stone-800">{formatDate(property.expires_at)}</dd>
          </div>
          {property.featured_until && (
            <div className="flex gap-1">
              <dt>Destacado hasta:</dt>
              <dd className="font-medium text-stone-800">{formatDate(property.featured_until)}</dd>
            </div>
          )}
          {moderated && property.moderation_reason && (
            <div className="flex gap-1">
              <dt>Motivo:</dt>
              <dd className="text-stone-800">{property.moderation_reason}</dd>
            </div>
          )}
        </dl>
        <PropertyActions {...props} />
      </div>
    </article>
  );
}
