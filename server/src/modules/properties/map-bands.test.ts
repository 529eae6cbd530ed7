import { type Bbox, mercatorX, mercatorY } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed/prng.ts';
import { countInArea } from './map-bands.ts';
import { slotsInArea } from './map-clusters.ts';
import type { MapSnapshot } from './map-index.ts';
import { idTableOf } from './map-records.ts';

/**
 * A catalogue of `size` listings over the four countries, denser around a few towns (as a real
 * one is) and some sharing one spot, sorted west to east as the map's index keeps it.
 */
function syntheticSnapshot(size: number): MapSnapshot {
  const random = seededRandom(77);
  const towns = Array.from({ length: 12 }, () => ({
    lat: random.between(-50, -20),
    lng: random.between(-70, -55),
  }));
  const points = Array.from({ length: size }, () => {
    const town = random.pick(towns);
    if (random.chance(0.05)) return town;
    if (random.chance(0.3)) return { lat: random.between(-55, -17), lng: random.between(-75, -53) };
    return { lat: town.lat + random.between(-1, 1), lng: town.lng + random.between(-1, 1) };
  }).sort((a, b) => a.lng - b.lng);
  const column = (read: (point: { lat: number; lng: number }) => number) => Float64Array.from(points, read);
  // Ids that sort as their slots do, the last word the slot.
  const idWords = new Uint32Array(size * 4).map((_, word) => (word % 4 === 3 ? word >>> 2 : 0));
  return {
    version: 1,
    readAt: 0,
    fullReadAt: 0,
    seen: '',
    size,
    idWords,
    idTable: idTableOf(idWords, size),
    lat: column((point) => point.lat),
    lng: column((point) => point.lng),
    x: column((point) => mercatorX(point.lng)),
    y: column((point) => mercatorY(point.lat)),
    category: Uint8Array.from(points, (_, slot) => 1 + (slot % 5)),
    operation: new Uint8Array(size).fill(1),
    state: new Uint8Array(size).fill(1),
    priceUsd: new Float64Array(size),
    hectares: new Float64Array(size),
    createdAt: new Float64Array(size),
    textMasks: new Map(),
  };
}

const snapshot = syntheticSnapshot(40_000);

/** An area's edge: anywhere (also past the catalogue), or exactly on a listing's coordinate. */
const edge = (min: number, max: number, onListing: (slot: number) => number) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    fc.integer({ min: 0, max: snapshot.size - 1 }).map(onListing),
  );
const area = fc
  .record({
    lngA: edge(-80, -50, (slot) => snapshot.lng[slot]!),
    lngB: edge(-80, -50, (slot) => snapshot.lng[slot]!),
    latA: edge(-60, -10, (slot) => snapshot.lat[slot]!),
    latB: edge(-60, -10, (slot) => snapshot.lat[slot]!),
  })
  .map(
    ({ lngA, lngB, latA, latB }): Bbox => ({
      minLng: Math.min(lngA, lngB),
      maxLng: Math.max(lngA, lngB),
      minLat: Math.min(latA, latB),
      maxLat: Math.max(latA, latB),
    }),
  );
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
