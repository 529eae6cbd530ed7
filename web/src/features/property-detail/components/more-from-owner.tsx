import { PAGES } from '@tranquera/contracts';
import type { ListingOwner } from '@tranquera/contracts';
import { Link } from 'react-router';
import { OWNER_CARDS_READ, useOwnerListings } from '../../properties/api/get-user-properties.ts';
import { gridSizes } from '../../../lib/listing-images.ts';
import { PropertyCard } from '../../properties/components/property-card.tsx';

/** The cards read are these plus the listing being viewed, which may be among the newest. */
const SHOWN = OWNER_CARDS_READ - 1;

/** Phones: slots 80% of the padded row (px-4); then two, then three columns 1.5rem apart. */
const CARD_SIZES = gridSizes([
  { from: 0, columns: 1.25, outside: 32, gap: 0 },
  { from: 640, columns: 2, outside: 48, gap: 24 },
  { from: 1024, columns: 3, outside: 64, gap: 24 },
]);

/** Other listings of the same seller: a visitor who likes one often compares a few. */
export function MoreFromOwner({
  owner,
  currentId,
  currentIsLive,
}: {
  owner: ListingOwner;
  currentId: string;
  /** A live listing is among the owner's counted listings; a paused one (seen by its owner) isn't. */
  currentIsLive: boolean;
}) {
  const { data } = useOwnerListings(owner._id, OWNER_CARDS_READ);
  const others = (data?.payload ?? []).filter((property) => property._id !== currentId);
  const othersTotal = (data?.info.total ?? 0) - (currentIsLive ? 1 : 0);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-heading" className="border-t border-stone-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="more-heading" className="text-2xl font-bold text-stone-900">
          Más campos de {owner.first_name}
        </h2>
        {othersTotal > SHOWN && (
          <Link
            to={PAGES.userPage.link(owner.username)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Ver todos ({othersTotal})
          </Link>
        )}
      </div>
      {/* Phones swipe through the cards sideways instead of scrolling past three tall ones. */}
      <ul className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {others.slice(0, SHOWN).map((property) => (
          <li key={property._id} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <PropertyCard property={property} imageSizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
