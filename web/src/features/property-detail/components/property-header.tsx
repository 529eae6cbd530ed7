import { OPERATION_LABELS, PAGES, type Property } from '@tranquera/contracts';
import { Link } from 'react-router';
import { laterSection } from '../../../lib/later-section.tsx';
import { FavoriteButton } from '../../favorites/components/favorite-button.tsx';
import { FeaturedBadge } from '../../properties/components/featured-badge.tsx';
import { MapPinIcon } from './icons.tsx';

// 'Compartir' and its menu: their code (the dropdown's) comes once the page is interactive, or
// at once when the visitor reaches for the page (issue 11's budget).
const ShareMenu = laterSection(() => import('./share-menu.tsx').then((m) => m.ShareMenu));

/**
 * Breadcrumb, title, place and badges, and the ways to save and share the listing: what the
 * visitor reads first.
 */
export function PropertyHeader({ property }: { property: Property }) {
  const categoryLink = PAGES.listingProperties.link({ category: property.category });
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label="Ruta de navegación" className="text-sm text-stone-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={PAGES.home.link()} className="hover:text-brand-700 hover:underline">
              Inicio
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={PAGES.listingProperties.link()} className="hover:text-brand-700 hover:underline">
              Campos
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={categoryLink} className="hover:text-brand-700 hover:underline">
              {property.category}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
            {property.category}
          </span>
          <span className="rounded-full bg-wheat-300 px-3 py-1 text-xs font-semibold text-stone-900">
            {OPERATION_LABELS[property.operation]}
          </span>
          {property.featured && <FeaturedBadge />}
        </div>
        <div className="flex items-center gap-2">
          {/* Only public listings are saved (the owner's own gets no heart). */}
          {property.status === 'active' && <FavoriteButton property={property} variant="outline" />}
          <ShareMenu id={property._id} title={property.listing_title} />
        </div>
      </div>
      <h1 className="text-2xl font-bold leading-tight tracking-tight text-stone-900 sm:text-3xl lg:text-4xl">
        {property.listing_title}
      </h1>
      <p className="flex items-center gap-1.5 text-stone-600">
        <MapPinIcon className="h-4 w-4 shrink-0 text-brand-700" />
        {property.nearest_town}, {property.state}
      </p>
    </header>
  );
}
