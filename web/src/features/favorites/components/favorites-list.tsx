import { PAGES } from '@tranquera/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { FormAlert } from '../../../components/ui/form/form-alert.tsx';
import { gridSizes } from '../../../lib/listing-images.ts';
import { cardPhotoLoading, PropertyCard } from '../../properties/components/property-card.tsx';
import { useFavorites, useToggleFavorite } from '../api/favorites.ts';
import { savedCountText } from '../favorite-text.ts';
import { HeartIcon } from './heart-icon.tsx';
import { UnavailableFavoriteCard } from './unavailable-favorite-card.tsx';

/** The page's padding (px-4, sm:px-6, lg:px-8, max-w-6xl) around one to three columns 1.25rem apart. */
const CARD_SIZES = gridSizes(
  [
    { from: 0, columns: 1, outside: 32, gap: 20 },
    { from: 640, columns: 2, outside: 48, gap: 20 },
    { from: 1024, columns: 3, outside: 64, gap: 20 },
  ],
  1152,
);

/** The first row on a wide screen: its photos load first. */
const PRIORITY_CARDS = 3;

const LOAD_FAILED = 'No pudimos cargar tus favoritos. Probá de nuevo en unos minutos.';

/**
 * /favoritos (issue 13): the saved listings, newest first. Public ones as the site's cards (their
 * heart removes them), the others muted with a way to take them off the list.
 */
export function FavoritesList() {
  const { data, isPending, isError, refetch, isRefetching } = useFavorites();
  const remove = useToggleFavorite();
  const count = data?.favorites.length ?? 0;
  const countRef = useRef<HTMLParagraphElement>(null);

  // A removed card takes the focused button with it: go on from the count, not the page's top.
  const lastCount = useRef(count);
  useEffect(() => {
    const removed = count < lastCount.current;
    lastCount.current = count;
    if (!removed || (document.activeElement && document.activeElement !== document.body)) return;
    // The last one gone: the empty state has no count, the page's content takes the focus.
    (countRef.current ?? document.getElementById('contenido'))?.focus();
  }, [count]);

  if (isPending) return <FavoritesSkeleton />;
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{LOAD_FAILED}</FormAlert>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className={buttonStyles('secondary', 'sm')}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-red-600">
          <HeartIcon className="h-8 w-8" />
        </span>
        <div className="flex flex-col gap-1.5">
          <p className="text-lg font-semibold text-stone-900">Todavía no guardaste campos.</p>
          <p className="text-stone-600">
            Tocá el corazón de un campo para guardarlo acá y volver a verlo cuando quieras.
          </p>
        </div>
        <Link to={PAGES.listingProperties.link()} className={buttonStyles('primary', 'lg')}>
          Buscar campos
        </Link>
      </div>
    );
  }
  return (
    <>
      <p
        ref={countRef}
        tabIndex={-1}
        aria-live="polite"
        className="font-medium text-stone-700 focus:outline-none"
      >
        {savedCountText(count)}
      </p>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.favorites.map(({ property, available }, index) => (
          <li key={property._id}>
            {available ? (
              <PropertyCard
                property={property}
                imageSizes={CARD_SIZES}
                photoLoading={cardPhotoLoading(index, PRIORITY_CARDS)}
              />
            ) : (
              <UnavailableFavoriteCard
                property={property}
                imageSizes={CARD_SIZES}
                onRemove={() => remove.mutate({ property, save: false })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function FavoritesSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Cargando tus favoritos…</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="aspect-[3/2] animate-pulse bg-stone-200" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-full animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
