import { IMAGE_SIZES, imageVariant, PAGES, type PropertySummary } from '@tranquera/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { formatDate, formatHectares, formatPrice } from '../../../lib/format.ts';
import { PencilIcon, TrashIcon } from '../../publish/components/publish-icons.tsx';

interface MyListingCardProps {
  property: PropertySummary;
  eager: boolean;
  onDelete(): void;
}

/** One of the user's own listings: image, title and price, with edit and delete (spec §2). */
export function MyListingCard({ property, eager, onDelete }: MyListingCardProps) {
  const { width, height } = IMAGE_SIZES.card;
  const title = property.listing_title;
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
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          {property.category}
        </span>
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
        <div className="mt-auto flex gap-2 pt-3">
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
    </article>
  );
}
