import { PAGES, type PropertySummary } from '@tranquera/contracts';
import { formatHectares, formatPrice } from '../../../lib/format.ts';
import { listingImage } from '../../../lib/listing-images.ts';
import { FavoriteButton } from '../../favorites/components/favorite-button.tsx';
import { FeaturedBadge } from './featured-badge.tsx';
import { SiteLink } from '../../../lib/site-link.tsx';

interface PropertyCardProps {
  /** A search result's lean card fields; a full listing (home, user page) has them too. */
  property: PropertySummary;
  /** How wide the grid shows the card at each viewport width (the photo's `sizes`). */
  imageSizes: string;
  /** How its photo loads (cardPhotoLoading): by default once it nears the screen. */
  photoLoading?: CardPhotoLoading;
}

/**
 * 'first': the grid's first photo, the page's largest paint on a phone (one column), fetched at
 * high priority; 'eager': the rest of the first row on a wide screen, fetched at once at the
 * browser's own priority, so on a slow phone network they don't share the first one's bandwidth;
 * 'lazy': every other card, once it nears the screen.
 */
export type CardPhotoLoading = 'first' | 'eager' | 'lazy';

export function cardPhotoLoading(index: number, firstRow: number): CardPhotoLoading {
  if (index === 0) return 'first';
  return index < firstRow ? 'eager' : 'lazy';
}

export function PropertyCard({ property, imageSizes, photoLoading = 'lazy' }: PropertyCardProps) {
  return (
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition hover:shadow-lg ${property.featured ? 'ring-2 ring-amber-400' : 'ring-1 ring-stone-200'}`}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200">
        <img
          {...listingImage(property.main_image_url, 'card', imageSizes)}
          alt={property.listing_title}
          fetchPriority={photoLoading === 'first' ? 'high' : undefined}
          loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
          decoding={photoLoading === 'lazy' ? 'async' : undefined}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {property.category}
        </span>
        {property.operation === 'alquiler' && (
          <span className="absolute right-3 bottom-3 rounded-full bg-wheat-300 px-3 py-1 text-xs font-semibold text-stone-900 shadow-sm">
            Alquiler
          </span>
        )}
        {property.featured && <FeaturedBadge className="absolute bottom-3 left-3" />}
        {/* Over the photo, outside the card's only link ('Ver campo'). */}
        <FavoriteButton property={property} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-stone-600">
          {property.nearest_town}, {property.state}
        </p>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-stone-900">
          {property.listing_title}
        </h3>
        <p className="text-sm text-stone-600">{formatHectares(property.hectares)}</p>
        <p className="mt-auto text-lg font-bold text-brand-700">
          {formatPrice(property.price, property.currency, property.pricing_unit)}
        </p>
        <SiteLink
          to={PAGES.propertyDetail.link(property._id)}
          className="mt-2 inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-800"
          aria-label={`Ver campo: ${property.listing_title}`}
        >
          Ver campo
        </SiteLink>
      </div>
    </article>
  );
}
