import { propertySearchQuerySchema } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  countActiveFilters,
  parseSearchFilters,
  toPropertyFilters,
} from './filter-params.ts';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const change = (query: string, patch: Parameters<typeof applyFilterChange>[1]) =>
  applyFilterChange(new URLSearchParams(query), patch).toString();

describe('parseSearchFilters', () => {
  it('reads every filter of a shared link', () => {
    expect(
      parse(
        'category=Ganadero&operation=venta&state=C%C3%B3rdoba,La+Pampa&minPrice=1000&maxPrice=5000&hectares=100-200&search=+monte+&sort=price_asc',
      ),
    ).toEqual({
      category: 'Ganadero',
      operation: 'venta',
      state: ['Córdoba', 'La Pampa'],
      minPrice: 1000,
      maxPrice: 5000,
      hectares: '100-200',
      search: 'monte',
      sort: 'price_asc',
    });
  });

  it('ignores values that are not options instead of failing', () => {
    expect(
      parse('category=Lunar&operation=permuta&state=Atlantis,Salta&hectares=1-2&sort=random&minPrice=-5'),
    ).toEqual({ state: ['Salta'], minPrice: 0, maxPrice: 40000 });
  });

  it('drops a price range narrower than the minimum gap and snaps to the step', () => {
    expect(parse('minPrice=3000&maxPrice=3500')).toMatchObject({ minPrice: 0, maxPrice: 40000 });
    expect(parse('minPrice=1234&maxPrice=99999')).toMatchObject({ minPrice: 1200, maxPrice: 40000 });
  });

  it('keeps relevance only while searching text', () => {
    expect(parse('sort=relevance').sort).toBeUndefined();
    expect(parse('sort=relevance&search=soja').sort).toBe('relevance');
  });
});

describe('toPropertyFilters', () => {
  it("gives a query the API's schema accepts, with every filter", () => {
    const filters = toPropertyFilters(
      parse(
        'category=Ganadero&operation=venta&state=C%C3%B3rdoba,La+Pampa&minPrice=1000&maxPrice=5000&hectares=100-200&search=monte&sort=price_asc',
      ),
    );
    expect(propertySearchQuerySchema.parse(filters)).toMatchObject({
      category: 'Ganadero',
      state: ['Córdoba', 'La Pampa'],
      minPrice: 1000,
      maxPrice: 5000,
      hectares: [{ min: 100, max: 200 }],
      search: 'monte',
    });
  });

  it('sends no price bound at the ends of the slider', () => {
    expect(toPropertyFilters(parse('minPrice=0&maxPrice=40000'))).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
  });
});

describe('applyFilterChange', () => {
  it('writes provinces comma-separated and keeps the header flag', () => {
    const next = new URLSearchParams(change('search=soja&initial=true', { state: ['Chaco', 'Salta'] }));
    expect(next.get('state')).toBe('Chaco,Salta');
    expect(next.get('initial')).toBe('true');
  });

  it('clearing the text search also drops initial and a relevance order', () => {
    expect(change('search=soja&initial=true&sort=relevance&category=Mixto', { search: undefined })).toBe(
      'category=Mixto',
    );
  });

  it('removes a price bound set back to its default', () => {
    expect(change('minPrice=2000&maxPrice=9000', { minPrice: 0, maxPrice: 40000 })).toBe('');
  });
});

describe('countActiveFilters', () => {
  it('counts each province and the price range once', () => {
    expect(countActiveFilters(parse('state=Chaco,Salta&minPrice=1000&maxPrice=2000&sort=recent'))).toBe(3);
  });
});

describe("the map's area (bbox)", () => {
  it('reads a valid area, sends it back rounded, and counts it as a filter', () => {
    const filters = parse('bbox=-64.9123456,-33.5,-63.7,-32.8&category=Ganadero');
    expect(filters.bbox).toEqual({ minLng: -64.9123456, minLat: -33.5, maxLng: -63.7, maxLat: -32.8 });
    expect(toPropertyFilters(filters).bbox).toBe('-64.91235,-33.5,-63.7,-32.8');
    expect(propertySearchQuerySchema.parse(toPropertyFilters(filters)).bbox).toEqual({
      minLng: -64.91235,
      minLat: -33.5,
      maxLng: -63.7,
      maxLat: -32.8,
    });
    expect(countActiveFilters(filters)).toBe(2);
  });

  it('ignores a malformed area, and removes it like any filter', () => {
    expect(parse('bbox=1,2,3').bbox).toBeUndefined();
    expect(parse('bbox=-60,-35,-65,-30').bbox).toBeUndefined();
    expect(change('bbox=-65,-35,-60,-30&vista=mapa', { bbox: undefined })).toBe('vista=mapa');
  });
});
