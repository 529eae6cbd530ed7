import { AREA_RANGES, CATEGORIES, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed/prng.ts';
import { syntheticSnapshot } from '../../test/map-snapshot.ts';
import { collectPassing, matchesSlot, slotFilter } from './map-filter.ts';

// The synthetic catalogue with operations, prices and areas at random, some on a filter's
// bounds and some unknown (NaN), where a filter's comparisons are easiest to get wrong.
const snapshot = syntheticSnapshot(4000);
const random = seededRandom(31);
const BOUNDS = [0, 50, 100, 200, 500, 1000, 1500, 5000];
for (let slot = 0; slot < snapshot.size; slot++) {
  snapshot.operation[slot] = random.chance(0.5) ? 1 : 2;
  snapshot.priceUsd[slot] = random.chance(0.05)
    ? Number.NaN
    : random.chance(0.2)
      ? random.pick(BOUNDS)
      : random.between(0, 6000);
  snapshot.hectares[slot] = random.chance(0.05)
    ? Number.NaN
    : random.chance(0.2)
      ? random.pick(BOUNDS)
      : random.between(0, 3000);
}
const ranges = AREA_RANGES.map(({ value }) => {
  const [min, max] = value.split('-').map(Number);
  return { min: min!, max: max! };
});

const query = fc.record(
  {
    category: fc.constantFrom(...CATEGORIES, 'Ninguna'),
    operation: fc.constantFrom(...OPERATIONS),
    state: fc.subarray([...PROVINCES.slice(0, 8)], { minLength: 1, maxLength: 3 }),
    minPrice: fc.constantFrom(...BOUNDS),
    maxPrice: fc.constantFrom(...BOUNDS),
    hectares: fc.subarray(ranges, { minLength: 1 }),
  },
  { requiredKeys: [] },
);

describe("the map's filter over a walk of the index", () => {
  it('keeps exactly the slots inside the band that the filter one slot at a time keeps, in order', () => {
    fc.assert(
      fc.property(
        query,
        fc.option(fc.uint32Array({ minLength: snapshot.size / 32, maxLength: snapshot.size / 32 })),
        fc.integer({ min: 0, max: snapshot.size }),
        fc.integer({ min: 0, max: snapshot.size }),
        fc.boolean(),
        fc.integer({ min: 3, max: 14 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (asked, textMask, a, b, asList, zoom, yA, yB) => {
          const filter = slotFilter(asked as Parameters<typeof slotFilter>[0], textMask);
          const world = 256 * 2 ** zoom;
          const [from, to] = [Math.min(a, b), Math.max(a, b)];
          // A list: every third slot of the stretch, as a facet's list would be (ascending).
          const list = asList
            ? Uint32Array.from({ length: Math.ceil((to - from) / 3) }, (_, i) => from + 3 * i)
            : null;
          const y0 = Math.min(yA, yB) * world;
          const y1 = Math.max(yA, yB) * world;
          const walked = list ? [...list] : Array.from({ length: to - from }, (_, i) => from + i);
          const matches = matchesSlot(snapshot, filter);
          const expected = walked.filter((slot) => {
            const py = snapshot.y[slot]! * world;
            return py >= y0 && py < y1 && matches(slot);
          });
          const out = new Uint32Array(walked.length);
          const found = collectPassing(snapshot, filter, { from, to, list, world, y0, y1 }, out);
          expect([...out.subarray(0, found)]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
