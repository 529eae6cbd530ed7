import { landingSlugs, PAGES, type Property, type Province } from '@tranquera/contracts';
import { Link } from 'react-router';
import { gridSizes } from '../../../lib/listing-images.ts';
import { PropertyCard } from '../../properties/components/property-card.tsx';
import { useSimilarListings } from '../api/similar-listings.ts';

/** Phones: slots 80% of the padded row (px-4); then two, then four columns 1.5rem apart. */
const CARD_SIZES = gridSizes([
  { from: 0, columns: 1.25, outside: 32, gap: 0 },
  { from: 640, columns: 2, outside: 48, gap: 24 },
  { from: 1024, columns: 4, outside: 64, gap: 24 },
]);

/**
 * 'Campos similares': the same land use nearby, close in size and price (the server picks them),
 * and a way on to every listing of the province.
 */
export function SimilarListings({ property }: { property: Property }) {
  const { data } = useSimilarListings(property._id);
  const province = property.state;
  const moreInProvince = PAGES.landing.link(
    landingSlugs({ operation: property.operation, state: province as Province }),
  );
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="border-t border-stone-200 pt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-heading" className="text-2xl font-bold text-stone-900">
          Campos similares
        </h2>
        <Link to={moreInProvince} className="font-semibold text-brand-700 hover:underline">
          Ver más campos en {province}
        </Link>
      </div>
      <ul className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {data.map((similar) => (
          <li key={similar._id} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <PropertyCard property={similar} imageSizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
