import { CATEGORIES, PROVINCES } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';
import { groupForMap } from './map-clusters.ts';
import { candidatesFor } from './map-facets.ts';
import { slotFilter } from './map-filter.ts';
import { CATEGORY_CODES, STATE_CODES } from './map-records.ts';

const snapshot = syntheticSnapshot(20_000);
// Its listings are in the first six provinces: the next two have none.
const provinces = PROVINCES.slice(0, 8);

describe("the map's groups walked from a filter's category or provinces", () => {
  it('are the groups of the whole strip walked', () => {
    fc.assert(
      fc.property(
        areaOf(snapshot),
        fc.integer({ min: 3, max: 14 }),
        fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
        fc.option(fc.subarray(provinces, { minLength: 1, maxLength: 3 }), { nil: undefined }),
        (bbox, zoom, category, state) => {
          const query = { category, state };
          const filter = slotFilter(query, null);
          const codes = [
            category ? CATEGORY_CODES.get(category)! : 0,
            state ? state.map((name) => STATE_CODES.get(name) ?? 0) : null,
          ] as const;
          const walked = groupForMap(snapshot, filter, bbox, zoom, candidatesFor(snapshot, ...codes));
          expect(walked).toEqual(groupForMap(snapshot, filter, bbox, zoom));
        },
      ),
      { numRuns: 120 },
    );
  });
});
