import { UI } from '@tranquera/contracts';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { gridSizes } from '../../../lib/listing-images.ts';
import { cardPhotoLoading, PropertyCard } from '../../properties/components/property-card.tsx';
import type { useSearchResults } from '../use-search-results.ts';
import { RESULTS_GRID } from './results-layout.ts';
import { ResultsSkeleton } from './results-skeleton.tsx';

/** The first row on a wide screen: its photos load first, the rest as they near the screen. */
const PRIORITY_CARDS = 3;

/**
 * How wide a card is: the page (px-4, sm:px-6, lg:px-8) less the filter column (md: 15rem + 2rem
 * gap, lg: 18rem + 2.5rem) holds RESULTS_GRID, whose container query makes two columns from a
 * 28rem row (a 480 px screen; 1160 px beside the sidebar for three, at 48rem).
 */
const CARD_SIZES = gridSizes([
  { from: 0, columns: 1, outside: 32, gap: 24 },
  { from: 480, columns: 2, outside: 32, gap: 24 },
  { from: 640, columns: 2, outside: 48, gap: 24 },
  { from: 768, columns: 2, outside: 48 + 240 + 32, gap: 24 },
  { from: 1024, columns: 2, outside: 64 + 288 + 40, gap: 24 },
  { from: 1160, columns: 3, outside: 64 + 288 + 40, gap: 24 },
]);

interface SearchResultsProps {
  results: ReturnType<typeof useSearchResults>;
  canClear: boolean;
  onClear: () => void;
}

const secondaryButton =
  'rounded-full border border-brand-700 bg-white px-6 py-2.5 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50';

/** The grid with its states: loading, error with retry, empty, and 'Ver más' (spec §2, §4). */
export function SearchResults({ results, canClear, onClear }: SearchResultsProps) {
  const { query, properties } = results;
  const listRef = useRef<HTMLUListElement>(null);
  const firstNewCard = useRef<number | null>(null);

  // After 'Ver más', keyboard and screen-reader users continue at the first new card.
  useEffect(() => {
    const index = firstNewCard.current;
    if (index === null || properties.length <= index) return;
    firstNewCard.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [properties.length]);

  // Also while a new search replaces an empty one: the old 'none found' would be misleading.
  if (query.isPending || (query.isPlaceholderData && properties.length === 0)) {
    return (
      <div className="relative">
        <div className="absolute inset-x-0 top-16 z-10">
          <Spinner label={UI.resultsSearching} />
        </div>
        <ResultsSkeleton />
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">No pudimos cargar los campos.</p>
        <p className="mt-1 text-stone-600">Revisá tu conexión e intentá de nuevo.</p>
        <button type="button" onClick={() => query.refetch()} className={`mt-6 ${secondaryButton}`}>
          Reintentar
        </button>
      </div>
    );
  }

  if (properties.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <p className="mx-auto max-w-md text-stone-700">{UI.emptyGrid}</p>
        {canClear && (
          <button type="button" onClick={onClear} className={`mt-6 ${secondaryButton}`}>
            Limpiar filtros
          </button>
        )}
      </div>
    );
  }

  const updating = query.isPlaceholderData;
  return (
    <>
      <div className="relative">
        <ul
          ref={listRef}
          aria-label="Resultados"
          aria-busy={updating}
          className={`${RESULTS_GRID} transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`}
        >
          {properties.map((property, index) => (
            <li key={property._id}>
              <PropertyCard
                property={property}
                imageSizes={CARD_SIZES}
                photoLoading={cardPhotoLoading(index, PRIORITY_CARDS)}
              />
            </li>
          ))}
        </ul>
        {updating && (
          <div className="pointer-events-none absolute inset-x-0 top-10 z-10">
            <Spinner label="Actualizando resultados…" />
          </div>
        )}
      </div>
      <div className="mt-10 flex min-h-14 flex-col items-center justify-center gap-3">
        {query.isFetchingNextPage ? (
          // The spinner overflows this box instead of pushing the footer down.
          <div className="flex h-14 items-center">
            <Spinner label="Cargando más campos…" />
          </div>
        ) : query.isFetchNextPageError ? (
          <p role="alert" className="text-center text-stone-700">
            No pudimos cargar más campos.{' '}
            <button
              type="button"
              onClick={() => query.fetchNextPage()}
              className="font-semibold text-brand-800 underline"
            >
              Reintentar
            </button>
          </p>
        ) : (
          query.hasNextPage &&
          !updating && (
            <button
              type="button"
              onClick={() => {
                firstNewCard.current = properties.length;
                void query.fetchNextPage();
              }}
              className={secondaryButton}
            >
              Ver más
            </button>
          )
        )}
      </div>
    </>
  );
}
