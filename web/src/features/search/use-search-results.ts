import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchPropertiesQuery } from '../properties/api/search-properties.ts';
import { toPropertyFilters, type SearchFilters } from './filter-params.ts';
import type { ResultsCount } from './results-count.ts';

/**
 * Results of the current filters, page 1 first and 'Ver más' appending the next page by its
 * cursor (spec §4). While a changed filter loads, the previous results stay on screen instead
 * of flashing empty.
 */
export function useSearchResults(filters: SearchFilters) {
  const query = useInfiniteQuery({
    ...searchPropertiesQuery(toPropertyFilters(filters)),
    placeholderData: keepPreviousData,
  });

  // Cursor pages never overlap, but pages by number (a server without cursors) shift when a
  // listing is published between two of them and would repeat a card.
  const properties = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.payload)
      .filter((property) => !seen.has(property._id) && seen.add(property._id));
  }, [query.data]);

  // The first page counts; the ones 'Ver más' adds don't need to.
  const first = query.data?.pages[0]?.info;
  const count: ResultsCount | undefined = first && { total: first.total, totalIsExact: first.totalIsExact };
  return { query, properties, count };
}
