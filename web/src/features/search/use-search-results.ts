import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchPropertiesQuery } from '../properties/api/search-properties.ts';
import { toPropertyFilters, type SearchFilters } from './filter-params.ts';

/**
 * Results of the current filters, page 1 first and 'Ver más' appending (spec §4). While a
 * changed filter loads, the previous results stay on screen instead of flashing empty.
 */
export function useSearchResults(filters: SearchFilters) {
  const query = useInfiniteQuery({
    ...searchPropertiesQuery(toPropertyFilters(filters)),
    placeholderData: keepPreviousData,
  });

  // A listing published between two pages would shift the offsets and repeat a card.
  const properties = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.payload)
      .filter((property) => !seen.has(property._id) && seen.add(property._id));
  }, [query.data]);

  return { query, properties, total: query.data?.pages[0]?.info.total };
}
