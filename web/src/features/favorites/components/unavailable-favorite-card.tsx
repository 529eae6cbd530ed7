import type { PropertySummary } from '@tranquera/contracts';
import { listingImage } from '../../../lib/listing-images.ts';
import { FAVORITE_TEXT, removeFavoriteLabel } from '../favorite-text.ts';

interface UnavailableFavoriteCardProps {
  /** The card as it was when saved. */
  property: PropertySummary;
  imageSizes: string;
  onRemove(): void;
}

/**
 * A saved listing that was paused, expired or removed: muted, with no link (its page is not
 * public any more), only the way to take it off the list.
 */
export function UnavailableFavoriteCard({ property, imageSizes, onRemove }: UnavailableFavoriteCardProps) {
  const title = property.listing_title;
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-stone-50 ring-1 ring-stone-200"
    >
      <div className="aspect-[3/2] overflow-hidden bg-stone-200">
        <img
          {...listingImage(property.main_image_url, 'card', imageSizes)}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover opacity-60 grayscale"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-stone-500">
          {property.nearest_town}, {property.state}
        </p>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-stone-600">{title}</h3>
        <p className="font-semibold text-stone-700">{FAVORITE_TEXT.unavailable}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeFavoriteLabel(title)}
          className="mt-auto inline-flex min-h-10 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 transition ring-inset hover:bg-red-50"
        >
          Quitar
        </button>
      </div>
    </article>
  );
}
