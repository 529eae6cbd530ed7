import { MAP_SEARCH_TEXT, type MapPoint, PAGES } from '@tranquera/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { listingImage } from '../../../lib/listing-images.ts';

interface MapListingCardProps {
  point: MapPoint;
  /** Opened from the keyboard: focus goes to the card's link. */
  focus: boolean;
  onClose: () => void;
}

/** A marker's card over the map: photo, title, price and the way to the listing. Esc closes it. */
export function MapListingCard({ point, focus, onClose }: MapListingCardProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) link.current?.focus();
  }, [focus]);
  return (
    <article
      aria-label={point.listing_title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="absolute inset-x-3 bottom-7 z-[1000] flex gap-3 rounded-2xl bg-white p-3 pr-10 shadow-lg ring-1 ring-stone-200 sm:left-auto sm:w-96"
    >
      <img
        {...listingImage(point.main_image_url, 'card', '112px')}
        alt=""
        className="h-20 w-28 shrink-0 rounded-lg bg-stone-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900">
          {point.listing_title}
        </h3>
        <p className="mt-1 text-sm font-bold text-brand-700">
          {formatPrice(point.price, point.currency, point.pricing_unit)}
        </p>
        <Link
          ref={link}
          to={PAGES.propertyDetail.link(point._id)}
          aria-label={`${MAP_SEARCH_TEXT.seeListing}: ${point.listing_title}`}
          className="mt-auto self-start rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white transition hover:bg-brand-800"
        >
          {MAP_SEARCH_TEXT.seeListing}
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={MAP_SEARCH_TEXT.closeCard}
        className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </article>
  );
}
