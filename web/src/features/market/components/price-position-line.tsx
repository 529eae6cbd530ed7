import { PAGES, type Property } from '@tranquera/contracts';
import { Link } from 'react-router';
import { isCompared, usePricePosition } from '../api/price-position.ts';
import { marketQuery } from '../market-params.ts';
import { pricePositionText } from '../market-text.ts';

/**
 * On a listing: '12 % por debajo de la mediana de campos ganaderos en Córdoba', linking to that
 * cell of /precios; nothing when the listing has no price or its cell too few listings.
 */
export function PricePositionLine({ property }: { property: Property }) {
  const { data: position } = usePricePosition(property._id, isCompared(property));
  if (!position) return null;
  return (
    <p className="mt-3 text-sm">
      <Link
        to={PAGES.marketPrices.link(marketQuery(position))}
        className="inline-flex items-start gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-4 w-4 shrink-0">
          <path d="M3 16h14v1.5H3zM4 10h2.5v5H4zm4.75-4h2.5v9h-2.5zM13.5 8H16v7h-2.5z" />
        </svg>
        {pricePositionText(position)}
      </Link>
    </p>
  );
}
