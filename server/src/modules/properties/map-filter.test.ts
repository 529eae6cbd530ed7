import { AREA_RANGES, CATEGORIES, OPERATIONS, PROVINCES } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed/prng.ts';
import { syntheticSnapshot } from '../../test/map-snapshot.ts';
import { collectPassing, matchesSlot, slotFilter } from './map-filter.ts';

const BOUNDS = [0, 50, 100, 200, 500, 1000, 1500, 5000];
/**
 * Bounds compared as doubles, not by their bits: of more than 20 significant bits, negative (a
 * client's, past the contract), -0; and one far above every value.
 */
const UNEVEN_BOUNDS = [0.1, 99.99, 1234.5678, 5000 * (1 + 2 ** -40), -0, -100, 2 ** 40];

/**
 * The synthetic catalogue with operations, prices and areas at random, some on a filter's
 * bounds, some the least double past one (the same high word, a low word not 0) and, as
 * `unknown` says, some NaN or -0 (whose bits don't order as their values): where a filter's
 * comparisons are easiest to get wrong.
 */
function catalogue(seed: number, unknown: 'none' | 'NaN' | '-0') {
  const snapshot = syntheticSnapshot(4000);
  const random = seededRandom(seed);
  const value = (max: number) => {
    if (unknown === 'NaN' && random.chance(0.05)) return Number.NaN;
    if (unknown === '-0' && random.chance(0.05)) return -0;
    if (random.chance(0.15)) return random.pick(BOUNDS);
    if (random.chance(0.15)) return random.pick(BOUNDS) * (1 + 2 ** -52);
    if (random.chance(0.05)) return random.pick(UNEVEN_BOUNDS);
    return random.between(0, max);
  };
  for (let slot = 0; slot < snapshot.size; slot++) {
    snapshot.operation[slot] = random.chance(0.5) ? 1 : 2;
    snapshot.priceUsd[slot] = value(6000);
    snapshot.hectares[slot] = value(3000);
    // Some on a map tile's edge at some zoom, or the least double past it.
    if (random.chance(0.1)) {
      const tiles = 2 ** random.int(3, 8);
      const edge = Math.round(snapshot.y[slot]! * tiles) / tiles;
      snapshot.y[slot] = random.chance(0.5) ? edge : edge * (1 + 2 ** -52);
    }
  }
  return snapshot;
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
    minPrice: fc.constantFrom(...BOUNDS, ...UNEVEN_BOUNDS),
    maxPrice: fc.constantFrom(...BOUNDS, ...UNEVEN_BOUNDS),
    hectares: fc.oneof(
      fc.constantFrom(...ranges.map((range) => [range])),
      fc.subarray(ranges, { minLength: 1 }),
      fc.constant([{ min: 99.99, max: 1234.5678 }]),
    ),
  },
  { requiredKeys: [] },
);

describe("the map's filter over a walk of the index", () => {
  // Prices and areas all known, as the database keeps them (compared by their bits), and some
  // unknown (prices then compared as doubles).
  it.each([
    ['known prices and areas', catalogue(31, 'none')],
    ['unknown prices and areas', catalogue(32, 'NaN')],
    ['prices and areas of -0', catalogue(33, '-0')],
  ])(
    'keeps exactly the slots inside the band that the filter one slot at a time keeps, in order (%s)',
    (_, snapshot) => {
      fc.assert(
        fc.property(
          query,
          fc.option(fc.uint32Array({ minLength: snapshot.size / 32, maxLength: snapshot.size / 32 })),
          fc.integer({ min: 0, max: snapshot.size }),
          fc.integer({ min: 0, max: snapshot.size }),
          fc.boolean(),
          fc.integer({ min: 3, max: 14 }),
          // Around the catalogue's latitudes (Mercator y 0.55 to 0.68).
          fc.double({ min: 0.5, max: 0.75, noNaN: true }),
          fc.double({ min: 0.5, max: 0.75, noNaN: true }),
          fc.constantFrom('world', 'anywhere', 'tiles'),
          (asked, textMask, a, b, asList, zoom, yA, yB, band) => {
            const filter = slotFilter(asked as Parameters<typeof slotFilter>[0], textMask);
            const world = 256 * 2 ** zoom;
            const [from, to] = [Math.min(a, b), Math.max(a, b)];
            // A list: every third slot of the stretch, as a facet's list would be (ascending).
            const list = asList
              ? Uint32Array.from({ length: Math.ceil((to - from) / 3) }, (_, i) => from + 3 * i)
              : null;
            // A list search's walk (the whole world), or a map's band, on its tiles' edges or not.
            const tiled = (y: number) => (band === 'tiles' ? Math.round(y * 2 ** zoom) / 2 ** zoom : y);
            const y0 = band === 'world' ? -world : tiled(Math.min(yA, yB)) * world;
            const y1 = band === 'world' ? 2 * world : tiled(Math.max(yA, yB)) * world;
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
        { numRuns: 500 },
      );
    },
  );

  it("puts a listing on a map band's edge in the band south of it, and prices on a bound inside it", () => {
    const zoom = 5;
    const world = 256 * 2 ** zoom;
    const north = 19 / 32;
    const south = 20 / 32;
    const below = (value: number) => value * (1 - 2 ** -53);
    const above = (value: number) => value * (1 + 2 ** -52);
    const snapshot = syntheticSnapshot(6);
    snapshot.y.set([below(north), north, above(north), below(south), south, above(south)]);
    snapshot.priceUsd.set([below(1000), 1000, above(1000), below(2000), 2000, above(2000)]);
    const band = { from: 0, to: 6, list: null, world, y0: north * world, y1: south * world };
    const out = new Uint32Array(6);
    const inBand = collectPassing(snapshot, slotFilter({}, null), band, out);
    expect([...out.subarray(0, inBand)]).toEqual([1, 2, 3]);
    const world1 = { from: 0, to: 6, list: null, world: 1, y0: -1, y1: 2 };
    const priced = collectPassing(
      snapshot,
      slotFilter({ minPrice: 1000, maxPrice: 2000 }, null),
      world1,
      out,
    );
    expect([...out.subarray(0, priced)]).toEqual([1, 2, 3, 4]);
    // Compared as doubles (bounds of more than 20 significant bits): the same answer.
    const uneven = collectPassing(
      snapshot,
      slotFilter({ minPrice: 999.99, maxPrice: 2000.01 }, null),
      world1,
      out,
    );
    expect([...out.subarray(0, uneven)]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers bounds of -0, below 0 and far above every price as the doubles compare', () => {
    const snapshot = syntheticSnapshot(4);
    snapshot.priceUsd.set([0, 0, 1, 5]);
    const world = { from: 0, to: 4, list: null, world: 1, y0: -1, y1: 2 };
    const out = new Uint32Array(4);
    const kept = (bounds: { minPrice?: number; maxPrice?: number }) => [
      ...out.subarray(0, collectPassing(snapshot, slotFilter(bounds, null), world, out)),
    ];
    expect(kept({ maxPrice: -0 })).toEqual([0, 1]);
    expect(kept({ minPrice: -0, maxPrice: 1 })).toEqual([0, 1, 2]);
    expect(kept({ maxPrice: -5 })).toEqual([]);
    expect(kept({ minPrice: -5 })).toEqual([0, 1, 2, 3]);
    expect(kept({ minPrice: 2 ** 40 })).toEqual([]);
    expect(kept({ maxPrice: 2 ** 40 })).toEqual([0, 1, 2, 3]);
  });
});
