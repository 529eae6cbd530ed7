import { type Landing, PAGES } from '@tranquera/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFilterChange, type FilterChange, parseSearchFilters, withLanding } from './filter-params.ts';

/**
 * Synchronous, not a transition: a checkbox or radio is controlled by the URL, so it would
 * otherwise show its old state until the navigation renders. The page keeps its scroll.
 */
const NAVIGATION = { flushSync: true, preventScrollReset: true } as const;

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

  const clearFilters = useCallback(() => {
    if (landing) navigate(PAGES.listingProperties.link(), NAVIGATION);
    else setParams(new URLSearchParams(), NAVIGATION);
  }, [landing, navigate, setParams]);

  return { filters, changeFilters, clearFilters };
}
