import { type Bbox, type Landing, PAGES } from '@tranquera/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFilterChange, type FilterChange, parseSearchFilters, withLanding } from './filter-params.ts';
import { viewParamsOf, withResultsView } from './results-view.ts';

/**
 * The page keeps its scroll. (The router updates synchronously, not in a transition, so a
 * checkbox or radio controlled by the URL shows its new state at once: main.tsx.)
 */
const NAVIGATION = { preventScrollReset: true } as const;

/**
 * The URL query is the single source of the filters (spec §3), so a search can be shared,
 * survives a reload and follows back/forward. Each change is a history entry.
 *
 * On a landing (/campos/cordoba…) the address itself holds some filters: a change there
 * continues on /listing-properties with all of them in the query.
 */
export function useSearchFilters(landing?: Landing) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const merged = useMemo(() => withLanding(params, landing), [landing, params]);
  const filters = useMemo(() => parseSearchFilters(merged), [merged]);

  const changeFilters = useCallback(
    (change: FilterChange) => {
      if (landing) {
        navigate(PAGES.listingProperties.link(applyFilterChange(merged, change).toString()), NAVIGATION);
      } else setParams((current) => applyFilterChange(current, change), NAVIGATION);
    },
    [landing, merged, navigate, setParams],
  );

  // The list or the map stays as it was: clearing filters is not leaving the map.
  const clearFilters = useCallback(() => {
    if (landing) navigate(PAGES.listingProperties.link(viewParamsOf(params).toString()), NAVIGATION);
    else setParams((current) => viewParamsOf(current), NAVIGATION);
  }, [landing, navigate, params, setParams]);

  /** 'Buscar en esta zona': the map's area becomes a filter and the list shows what is in it. */
  const searchArea = useCallback(
    (bbox: Bbox) => {
      const next = (current: URLSearchParams) =>
        withResultsView(applyFilterChange(current, { bbox }), 'lista');
      if (landing) navigate(PAGES.listingProperties.link(next(merged).toString()), NAVIGATION);
      else setParams(next, NAVIGATION);
    },
    [landing, merged, navigate, setParams],
  );

  return { filters, changeFilters, clearFilters, searchArea };
}
