import { CATEGORIES, PROVINCES } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';
import { groupForMap } from './map-clusters.ts';
import { candidatesFor, facetCodes, facetRuns } from './map-facets.ts';
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

describe("a list search's candidates from its category and provinces", () => {
  const withCodes = (category: number, states: number[] | null) =>
    Array.from({ length: snapshot.size }, (_, slot) => slot).filter(
      (slot) =>
        (category === 0 || snapshot.category[slot] === category) &&
        (states === null || states.includes(snapshot.state[slot]!)),
    );

  it('are the listings with both when it names both, each run ascending', () => {
    fc.assert(
      fc.property(
        // Also a category no listing has (code -1), provinces twice and one unknown (code 0).
        fc.option(fc.constantFrom(...CATEGORIES, 'Ninguna'), { nil: undefined }),
        fc.option(fc.array(fc.constantFrom(...provinces, 'Ninguna'), { minLength: 1, maxLength: 4 }), {
          nil: undefined,
        }),
        (category, state) => {
          // As a query that skipped validation would hold them (the route refuses unknown names).
          const [categoryCode, stateCodes] = facetCodes({ category, state } as Parameters<
            typeof facetCodes
          >[0]);
          const runs = facetRuns(snapshot, categoryCode, stateCodes);
          if (!category && !state) {
            expect(runs).toBeNull();
            return;
          }
          for (const run of runs!) expect([...run]).toEqual([...run].sort((a, b) => a - b));
          const slots = runs!.flatMap((run) => [...run]).sort((a, b) => a - b);
          expect(slots).toEqual(withCodes(categoryCode, stateCodes));
        },
      ),
      { numRuns: 80 },
    );
  });
});
