import { describe, expect, it } from 'vitest';
import { parseSearchFilters } from '../search/filter-params.ts';
import { savedQueryOf } from './saved-query.ts';

describe('savedQueryOf', () => {
  it('keeps the filters of the address as the API takes them, and nothing empty or default', () => {
    const filters = parseSearchFilters(
      new URLSearchParams(
        'category=Ganadero&state=C%C3%B3rdoba,Santa%20Fe&maxPrice=8000&initial=true&page=3',
      ),
    );
    expect(savedQueryOf(filters)).toEqual({
      category: 'Ganadero',
      state: 'Córdoba,Santa Fe',
      maxPrice: '8000',
    });
    expect(savedQueryOf(parseSearchFilters(new URLSearchParams('')))).toEqual({});
  });
});
