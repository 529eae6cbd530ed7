import {
  type Landing,
  landingDescription,
  landingOfQuery,
  landingPath,
  landingTitle,
  PAGES,
} from '@tranquera/contracts';
import { useCallback, useId, useState } from 'react';
import { MapSearchSlot } from '../features/map-search/components/map-search-slot.tsx';
import { ActiveFilterChips } from '../features/search/components/active-filter-chips.tsx';
import { FilterDialog } from '../features/search/components/filter-dialog.tsx';
import { FilterIcon } from '../features/search/components/search-icons.tsx';
import { ResultsViewToggle } from '../features/search/components/results-view-toggle.tsx';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { ShortWordsHint } from '../features/search/components/short-words-hint.tsx';
import { SortSelect } from '../features/search/components/sort-select.tsx';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button.tsx';
import { savedQueryOf } from '../features/saved-searches/saved-query.ts';
import { countActiveFilters } from '../features/search/filter-params.ts';
import { resultsCountText } from '../features/search/results-count.ts';
import { useResultsView } from '../features/search/use-results-view.ts';
import { useSearchFilters } from '../features/search/use-search-filters.ts';
import { useSearchResults } from '../features/search/use-search-results.ts';
import { laterSection } from '../lib/later-section.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

import { useSearchParams } from 'react-router';

// The filters' code comes once the page is interactive (the cards and the results first: issue
// 11's budget); their server HTML shows meanwhile, and on a phone they sit in a closed dialog.
const SearchFilterPanel = laterSection(() =>
  import('../features/search/components/search-filter-panel.tsx').then((m) => m.SearchFilterPanel),
);

const DESCRIPTION =
  'Buscá campos en venta y alquiler por provincia, categoría, superficie y precio por hectárea.';

/**
 * /listing-properties: every filter lives in the URL query (spec §2 "Listing search", §4). The
 * same page serves a landing (/campos/cordoba…), whose address holds some of the filters.
 */
export function ListingPropertiesPage({ landing }: { landing?: Landing }) {
  const [params] = useSearchParams();
  // The same search as a landing has the landing's address as its canonical one.
  const sameAsLanding = landing ?? landingOfQuery(params);
  usePageMeta(landing ? PAGES.landing : PAGES.listingProperties, {
    ...(landing && { title: landingTitle(landing) }),
    description: landing ? landingDescription(landing) : DESCRIPTION,
    canonicalPath: sameAsLanding ? landingPath(sameAsLanding) : PAGES.listingProperties.link(),
  });
  const { filters, changeFilters, clearFilters, searchArea } = useSearchFilters(landing);
  const results = useSearchResults(filters);
  const { view, setView } = useResultsView();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const activeCount = countActiveFilters(filters);
  const filtersHeadingId = useId();
  const resultsHeadingId = useId();
  // Nothing after a failed search; while a changed one loads, the old count would be wrong.
  const countText =
    results.query.isError && !results.query.data
      ? ''
      : resultsCountText(results.query.isPlaceholderData ? undefined : results.count);

  const panel = <SearchFilterPanel filters={filters} onChange={changeFilters} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <header className="mb-8 lg:mb-10">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          {landing ? landingTitle(landing) : 'Encontrá tu Campo'}
        </h1>
        <p className="mt-2 text-stone-600">
          {landing
            ? landingDescription(landing)
            : 'Campos en venta y alquiler en Argentina, Paraguay, Uruguay y Bolivia.'}
        </p>
      </header>

      <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-labelledby={filtersHeadingId} className="hidden md:block">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="mb-6 flex items-center justify-between gap-2">
              <h2 id={filtersHeadingId} className="text-lg font-bold text-stone-900">
                Filtros
              </h2>
              {activeCount > 0 && (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Limpiar filtros
                </button>
              )}
            </div>
            {panel}
          </div>
        </aside>

        <section aria-labelledby={resultsHeadingId} className="@container min-w-0">
          <h2 id={resultsHeadingId} className="sr-only">
            Resultados
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <p
              aria-live="polite"
              className="order-last w-full font-semibold text-stone-900 sm:order-none sm:w-auto"
            >
              {countText}
            </p>
            <ResultsViewToggle
              view={view}
              onChange={setView}
              className="order-first w-full sm:order-none sm:w-auto"
            />
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              className="inline-flex shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 shadow-sm transition hover:border-brand-600 sm:ml-auto md:hidden"
            >
              <FilterIcon className="h-4 w-4" />
              Filtrar
              {activeCount > 0 && (
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
                  <span className="sr-only">, filtros aplicados: </span>
                  {activeCount}
                </span>
              )}
            </button>
            {view === 'lista' && (
              <SortSelect
                sort={filters.sort}
                searching={Boolean(filters.search)}
                onChange={(sort) => changeFilters({ sort })}
              />
            )}
            <SaveSearchButton query={savedQueryOf(filters)} />
          </div>
          <div className="mb-6 flex flex-col gap-2 empty:hidden">
            <ActiveFilterChips filters={filters} onChange={changeFilters} />
            <ShortWordsHint search={filters.search} />
          </div>
          {view === 'mapa' ? (
            <MapSearchSlot filters={filters} onSearchArea={searchArea} />
          ) : (
            <SearchResults results={results} canClear={activeCount > 0} onClear={clearFilters} />
          )}
        </section>
      </div>

      <FilterDialog
        open={menuOpen}
        onClose={closeMenu}
        onClear={clearFilters}
        canClear={activeCount > 0}
        summary={countText}
      >
        {panel}
      </FilterDialog>
    </div>
  );
}
