import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyFilterChange, parseSearchFilters, type FilterChange } from './filter-params.ts';

/**
 * Synchronous, not a transition: a checkbox or radio is controlled by the URL, so it would
 * otherwise show its old state until the navigation renders. The page keeps its scroll.
 */
const NAVIGATION = { flushSync: true, preventScrollReset: true } as const;

/**
 * The URL query is the single source of the filters (spec §3), so a search can be shared,
 * survives a reload and follows back/forward. Each change is a history entry.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(params), [params]);

  const changeFilters = useCallback(
    (change: FilterChange) => {
      setParams((current) => applyFilterChange(current, change), NAVIGATION);
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(new URLSearchParams(), NAVIGATION);
  }, [setParams]);

  return { filters, changeFilters, clearFilters };
}
