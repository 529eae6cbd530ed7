import type { Bbox } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countInArea } from './map-bands.ts';
import { slotsInArea } from './map-clusters.ts';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';

const snapshot = syntheticSnapshot(40_000);

const area = areaOf(snapshot);
const notSecondCategory = (slot: number) => snapshot.category[slot] !== 2;
const ascending = (slots: number[]) => [...slots].sort((a, b) => a - b);

describe("an area's listings from the latitude bands", () => {
  it('are exactly those the west–east strip finds inside the area, edges included', () => {
    fc.assert(
      fc.property(area, (bbox) => {
        const strip = slotsInArea(snapshot, bbox, notSecondCategory);
        const banded = countInArea(snapshot, bbox, notSecondCategory, {
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
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 3000 }),
        (bbox, keep, upTo) => {
          const strip = new Set(slotsInArea(snapshot, bbox, notSecondCategory));
          const banded = countInArea(snapshot, bbox, notSecondCategory, { keep, upTo });
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
    expect(countInArea(one, around, () => true, { keep: 10, upTo: 10 })).toEqual({ count: 1, slots: [0] });
    // A coordinate that is not a number is in no area, and leaves the others in theirs.
    const broken = syntheticSnapshot(1000);
    broken.lat[500] = Number.NaN;
    broken.y[500] = Number.NaN;
    const everywhere: Bbox = { minLng: -80, maxLng: -50, minLat: -60, maxLat: -10 };
    const all = { keep: 2000, upTo: 2000 };
    expect(countInArea(broken, everywhere, () => true, all).count).toBe(999);
    expect(countInArea(broken, everywhere, () => true, all).count).toBe(
      slotsInArea(broken, everywhere, () => true).length,
    );
    const none = syntheticSnapshot(0);
    expect(countInArea(none, around, () => true, { keep: 10, upTo: 10 })).toEqual({ count: 0, slots: [] });
  });
});
