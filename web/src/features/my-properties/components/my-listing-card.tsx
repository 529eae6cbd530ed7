import {
  IMAGE_SIZES,
  imageVariant,
  LIFECYCLE_TEXT,
  LISTING_STATUS_LABELS,
  type ListingStatus,
  PAGES,
  type Property,
  type PropertySummary,
} from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { formatDate, formatHectares, formatPrice } from '../../../lib/format.ts';
import { HeartIcon } from '../../favorites/components/heart-icon.tsx';
import { savedByText } from '../../favorites/favorite-text.ts';
import { FeaturedBadge } from '../../properties/components/featured-badge.tsx';
import { RenewButton } from '../../properties/components/renew-button.tsx';
import {
  canRequestFeature,
  renewalOffer,
  showsModerationReason,
} from '../../properties/listing-lifecycle.ts';
import { PencilIcon, StarIcon, TrashIcon } from '../../publish/components/publish-icons.tsx';

/** Search summaries carry no `featured_until`; shown when the answer brings it. */
export type OwnListing = PropertySummary & Partial<Pick<Property, 'featured_until'>>;

interface MyListingCardProps {
  property: OwnListing;
  eager: boolean;
  onDelete(): void;
  onFeature(): void;
}

const STATUS_STYLES: Record<Exclude<ListingStatus, 'active'>, string> = {
  paused: 'bg-amber-100 text-amber-900 ring-amber-300',
  rejected: 'bg-red-100 text-red-800 ring-red-300',
  expired: 'bg-stone-100 text-stone-800 ring-stone-300',
  blocked: 'bg-red-700 text-white ring-red-800',
};

/**
 * One of the user's own listings: image, title and price, where it stands (status, the team's
 * reason, expiry, the paid plan) and what the owner can do: renew, feature, edit, delete (spec §2).
 */
export function MyListingCard({ property, eager, onDelete, onFeature }: MyListingCardProps) {
  const { width, height } = IMAGE_SIZES.card;
  const title = property.listing_title;
  const { status } = property;
  const renewal = renewalOffer(property);
  const savedBy = savedByText(property.saved_count);
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <Link
        to={PAGES.propertyDetail.link(property._id)}
        className="group relative block aspect-[3/2] overflow-hidden bg-stone-200"
      >
        <img
          src={imageVariant(property.main_image_url, 'card')}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`h-full w-full object-cover transition duration-500 group-hover:scale-105 ${status === 'active' ? '' : 'opacity-60 grayscale'}`}
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {property.category}
        </span>
        {status !== 'active' && (
          <span
            data-testid="my-listing-status"
            className={`absolute top-3 right-3 rounded-full px-3 py-1 text-xs font-bold shadow-sm ring-1 ring-inset ${STATUS_STYLES[status]}`}
          >
            {LISTING_STATUS_LABELS[status]}
          </span>
        )}
        {property.featured && <FeaturedBadge className="absolute bottom-3 left-3" />}
        <span className="sr-only">Ver {title}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-sm text-stone-600">
          {property.nearest_town}, {property.state} · {formatHectares(property.hectares)}
        </p>
        <h2 className="line-clamp-2 text-lg font-semibold leading-snug text-stone-900">
          <Link to={PAGES.propertyDetail.link(property._id)} className="hover:text-brand-800 hover:underline">
            {title}
          </Link>
        </h2>
        <p className="text-lg font-bold text-brand-700" data-testid="my-listing-price">
          {formatPrice(property.price, property.currency, property.pricing_unit)}
        </p>
        <p className="text-xs text-stone-500">Publicado el {formatDate(property.created_at)}</p>
        {status === 'active' && (
          <p
            className={`text-xs ${renewal === 'expiring' ? 'font-semibold text-amber-800' : 'text-stone-500'}`}
          >
            Vence el {formatDate(property.expires_at)}
          </p>
        )}
        {property.featured && property.featured_until && (
          <p className="text-xs font-semibold text-amber-800">
            Destacado hasta {formatDate(property.featured_until)}
          </p>
        )}
        {savedBy && (
          <p className="flex items-center gap-1.5 text-xs font-medium text-stone-600">
            <HeartIcon filled className="h-3.5 w-3.5 text-red-600" />
            {savedBy}
          </p>
        )}
        {showsModerationReason(status, property.moderation_reason) && (
          <p className="mt-1 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200 ring-inset">
            <span className="font-semibold text-stone-900">Motivo:</span> {property.moderation_reason}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 pt-3">
          {renewal && (
            <RenewButton
              propertyId={property._id}
              label={renewal === 'expired' ? LIFECYCLE_TEXT.expiredRenew : 'Renovar'}
              variant={renewal === 'expired' ? 'primary' : 'wheat'}
            />
          )}
          {canRequestFeature(property) && (
            <button
              type="button"
              onClick={onFeature}
              aria-haspopup="dialog"
              aria-label={`Destacar anuncio ${title}`}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 transition ring-inset hover:bg-amber-100"
            >
              <StarIcon className="h-4 w-4" />
              Destacar anuncio
            </button>
          )}
          <div className="flex gap-2">
            <Link
              to={PAGES.editProperty.link(property._id)}
              aria-label={`Editar ${title}`}
              className={`${buttonStyles('secondary', 'sm')} flex-1`}
            >
              <PencilIcon className="h-4 w-4" />
              Editar
            </Link>
            <button
              type="button"
              onClick={onDelete}
              aria-haspopup="dialog"
              aria-label={`Eliminar ${title}`}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition ring-inset hover:bg-red-50"
            >
              <TrashIcon className="h-4 w-4" />
              Eliminar
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
