import { describe, expect, it } from 'vitest';
import { formatPriceBound, movePriceThumb } from './price-range.ts';

describe('formatPriceBound', () => {
  it('formats dollars with a dot and marks the open top end', () => {
    expect(formatPriceBound(1000)).toBe('USD 1.000');
    expect(formatPriceBound(40000)).toBe('USD 40.000+');
  });
});

describe('movePriceThumb', () => {
  it('keeps the minimum gap of 1000 between the thumbs', () => {
    expect(movePriceThumb({ minPrice: 0, maxPrice: 5000 }, 'min', 4800)).toEqual({
      minPrice: 4000,
      maxPrice: 5000,
    });
    expect(movePriceThumb({ minPrice: 3000, maxPrice: 9000 }, 'max', 3100)).toEqual({
      minPrice: 3000,
      maxPrice: 4000,
    });
  });
});
