import type { Bbox } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countInArea } from './map-bands.ts';
import { slotsInArea } from './map-clusters.ts';
import { matchesSlot, type SlotFilter, slotFilter } from './map-filter.ts';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';

const snapshot = syntheticSnapshot(40_000);
// Prices and areas spread over the listings, so the filters below pass some and fail others.
for (let slot = 0; slot < snapshot.size; slot++) {
  snapshot.priceUsd[slot] = (slot * 37) % 20_000;
  snapshot.hectares[slot] = (slot * 13) % 1000;
}

const area = areaOf(snapshot);
/** Filters as a list search asks them: the walk tests them itself, the strip walk one slot at a time. */
const filters = fc.record({
  category: fc.option(fc.constantFrom('Agrícola', 'Ganadero', 'Mixto'), { nil: undefined }),
  operation: fc.option(fc.constantFrom('venta', 'alquiler'), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 500, max: 20_000 }), { nil: undefined }),
  minPrice: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  hectares: fc.option(
    fc.constant<{ min: number; max: number }[]>([
      { min: 0, max: 500 },
      { min: 800, max: 900 },
    ]),
    {
      nil: undefined,
    },
  ),
});
const everyListing: SlotFilter = slotFilter({}, null);
const ascending = (slots: number[]) => [...slots].sort((a, b) => a - b);

describe("an area's listings from the latitude bands", () => {
  it('are exactly those the west–east strip finds inside the area, edges included', () => {
    fc.assert(
      fc.property(area, filters, (bbox, asked) => {
        const filter = slotFilter(asked, null);
        const strip = slotsInArea(snapshot, bbox, matchesSlot(snapshot, filter));
        const banded = countInArea(snapshot, bbox, filter, {
          keep: Number.POSITIVE_INFINITY,
          upTo: Number.POSITIVE_INFINITY,
        });
        expect(banded.count).toBe(strip.length);
        expect(ascending(banded.slots)).toEqual(strip);
      }),
      { numRuns: 400 },
    );
  });

  it('count up to the bound asked for and keep only the first ones asked for, all inside the area', () => {
    fc.assert(
      fc.property(
        area,
        filters,
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 3000 }),
        (bbox, asked, keep, upTo) => {
          const filter = slotFilter(asked, null);
          const strip = new Set(slotsInArea(snapshot, bbox, matchesSlot(snapshot, filter)));
          const banded = countInArea(snapshot, bbox, filter, { keep, upTo });
          expect(banded.count).toBe(Math.min(strip.size, upTo));
          expect(banded.slots).toHaveLength(Math.min(keep, strip.size, upTo));
          expect(new Set(banded.slots).size).toBe(banded.slots.length);
          for (const slot of banded.slots) expect(strip.has(slot)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('work on a catalogue of one spot, with a broken coordinate, and of none', () => {
    const one = syntheticSnapshot(1);
    const around: Bbox = {
      minLng: one.lng[0]!,
      maxLng: one.lng[0]!,
      minLat: one.lat[0]!,
      maxLat: one.lat[0]!,
    };
    expect(countInArea(one, around, everyListing, { keep: 10, upTo: 10 })).toEqual({ count: 1, slots: [0] });
    // A coordinate that is not a number is in no area, and leaves the others in theirs.
    const broken = syntheticSnapshot(1000);
    broken.lat[500] = Number.NaN;
    broken.y[500] = Number.NaN;
    const everywhere: Bbox = { minLng: -80, maxLng: -50, minLat: -60, maxLat: -10 };
    const all = { keep: 2000, upTo: 2000 };
    expect(countInArea(broken, everywhere, everyListing, all).count).toBe(999);
    expect(countInArea(broken, everywhere, everyListing, all).count).toBe(
      slotsInArea(broken, everywhere, () => true).length,
    );
    const none = syntheticSnapshot(0);
    expect(countInArea(none, around, everyListing, { keep: 10, upTo: 10 })).toEqual({ count: 0, slots: [] });
  });
});
