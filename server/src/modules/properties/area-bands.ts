import type { HectareRange } from '@tranquera/contracts';

/**
 * The bounds of the area filter's ranges (AREA_RANGES: 0, 50, 100, 200, 500, 1,000 and 500,000
 * ha) cut the areas into bands: below the first, each bound alone, between two bounds, above the
 * last. Band numbers follow the areas (band 2k+1 is the k-th bound, band 2k what lies below it),
 * so every range the filter offers is exactly a run of bands: 100–200 is 100 itself, between, and
 * 200.
 *
 * The GIN indexes of text search hold each live listing's band beside its words (migration 0020;
 * on the search table as a facet token since 0023, asked in one scan for several bands), so a
 * word among the listings of a range is an intersection inside one index, not a check of every
 * match's row (bench/PLANS.md). Written out here as in the migration's `hectares_band`
 * (area-bands.test.ts checks both agree), not derived from AREA_RANGES: a range added to the
 * filter with a new bound then asks the bands around it and checks its areas on the rows (right,
 * only slower) until a migration adds the bound to the indexes; the test says so.
 */
export const AREA_BAND_BOUNDS: readonly number[] = [0, 50, 100, 200, 500, 1000, 500000];

/** The band of an area in hectares. */
export function areaBand(hectares: number): number {
  for (const [k, bound] of AREA_BAND_BOUNDS.entries()) {
    if (hectares < bound) return 2 * k;
    if (hectares === bound) return 2 * k + 1;
  }
  return 2 * AREA_BAND_BOUNDS.length;
}

/**
 * The bands any of `ranges` touches, and whether they hold exactly the areas of the ranges
 * (each range starts and ends on a bound, as all of the filter's do). When they don't (an API
 * client's 150–300), the bands are a superset and the ranges are checked on the rows as well.
 */
export function areaBandsOf(ranges: readonly HectareRange[]): { bands: number[]; exact: boolean } {
  const bands = new Set<number>();
  let exact = true;
  for (const { min, max } of ranges) {
    const [first, last] = [areaBand(min), areaBand(max)];
    // Odd bands are the bounds themselves: a range from one bound to another is whole bands.
    if (first % 2 === 0 || last % 2 === 0) exact = false;
    for (let band = first; band <= last; band++) bands.add(band);
  }
  return { bands: [...bands].sort((a, b) => a - b), exact };
}
