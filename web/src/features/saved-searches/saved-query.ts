import type { SavedQuery } from '@tranquera/contracts';
import { type SearchFilters, toPropertyFilters } from '../search/filter-params.ts';

/** The page's filters as a saved search keeps them: the API's parameters, as strings, none empty. */
export function savedQueryOf(filters: SearchFilters): SavedQuery {
  return Object.fromEntries(
    Object.entries(toPropertyFilters(filters)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
