import { CATEGORIES, type HectareRange, PROVINCES } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed/prng.ts';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';
import { countInArea } from './map-bands.ts';
import { facetCodes, facetRuns } from './map-facets.ts';
import { matchesSlot, slotFilter } from './map-filter.ts';
import {
  edgesOf,
  newestByCode,
  newestFacetRuns,
  rankedFacetRuns,
  type WalkOrder,
  walkNewest,
  walkRanked,
} from './map-newest.ts';
import { rankCodes } from './map-ranks.ts';

// A page of filters without words, newest first, walked newest first and stopped soon after its
// rows pass (search-candidates.ts): its listings must be those of the whole walk, whatever the
// filters and however many rows are asked.

const snapshot = syntheticSnapshot(20_000);
const random = seededRandom(5);
// Times drawn from a few thousand values, so many listings share one (the id then orders them);
// prices, areas and operations to filter on.
for (let slot = 0; slot < snapshot.size; slot++) {
  snapshot.createdAt[slot] = 1_700_000_000_000_000 + random.int(0, 3000) * 1_000_000;
  snapshot.priceUsd[slot] = random.int(0, 100) * 100;
  snapshot.hectares[slot] = random.int(1, 5000);
  snapshot.operation[slot] = random.int(1, 2);
}
const provinces = PROVINCES.slice(0, 8);

/** Newest first, then the higher id (the synthetic ids order as their slots). */
const newestFirst = (a: number, b: number) => snapshot.createdAt[b]! - snapshot.createdAt[a]! || b - a;

const filters = fc.record(
  {
    category: fc.constantFrom(...CATEGORIES),
    operation: fc.constantFrom('venta', 'alquiler'),
    state: fc.subarray(provinces, { minLength: 1, maxLength: 3 }),
    minPrice: fc.integer({ min: 0, max: 9000 }),
    maxPrice: fc.integer({ min: 1000, max: 10_000 }),
    hectares: fc.constantFrom<HectareRange[]>(
      [{ min: 0, max: 50 }],
      [
        { min: 100, max: 500 },
        { min: 2000, max: 5000 },
      ],
    ),
  },
  { requiredKeys: [] },
);

describe('a page of filters walked newest first', () => {
  it("holds the filters' newest listings, as a walk of every listing ranks them", () => {
    fc.assert(
      fc.property(filters, fc.integer({ min: 1, max: 300 }), (query, needed) => {
        const filter = slotFilter(query, null);
        const passes = matchesSlot(snapshot, filter);
        const every = Array.from({ length: snapshot.size }, (_, slot) => slot).filter(passes);
        const runs = newestFacetRuns(snapshot, ...facetCodes(query));
        const out = new Uint32Array(snapshot.size);
        let count = 0;
        for (const run of runs) count += walkNewest(snapshot, filter, run, needed, out.subarray(count));
        const walked = [...out.subarray(0, count)];
        // Only passing listings, each once, and the page's listings among them.
        expect(walked.every(passes)).toBe(true);
        expect(new Set(walked).size).toBe(walked.length);
        expect(walked.sort(newestFirst).slice(0, needed)).toEqual(every.sort(newestFirst).slice(0, needed));
        // Stopping early: short of every passing listing when many more pass than were needed.
        if (every.length > 4 * (needed + 256) * runs.length) expect(count).toBeLessThan(every.length);
      }),
      { numRuns: 150 },
    );
  });

  it("holds the newest listings after a cursor's row, the newer ones skipped", () => {
    fc.assert(
      fc.property(
        filters,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: snapshot.size - 1 }),
        (query, needed, cursorSlot) => {
          const filter = slotFilter(query, null);
          const passes = matchesSlot(snapshot, filter);
          // After the cursor's row: older, or as old with a lower id.
          const isAfter = (slot: number) => newestFirst(slot, cursorSlot) > 0;
          const every = Array.from({ length: snapshot.size }, (_, slot) => slot).filter(
            (slot) => passes(slot) && isAfter(slot),
          );
          const runs = newestFacetRuns(snapshot, ...facetCodes(query));
          const out = new Uint32Array(snapshot.size);
          let count = 0;
          for (const run of runs) {
            const before = snapshot.createdAt[cursorSlot]!;
            count += walkNewest(snapshot, filter, run, needed, out.subarray(count), before);
          }
          const walked = [...out.subarray(0, count)];
          expect(walked.every(passes)).toBe(true);
          expect(walked.filter(isAfter).sort(newestFirst).slice(0, needed)).toEqual(
            every.sort(newestFirst).slice(0, needed),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("holds a map area's newest listings, as the area's count finds them, with and without a cursor", () => {
    fc.assert(
      fc.property(
        filters,
        areaOf(snapshot),
        fc.integer({ min: 1, max: 60 }),
        fc.option(fc.integer({ min: 0, max: snapshot.size - 1 }), { nil: null }),
        (query, bbox, needed, cursorSlot) => {
          const filter = slotFilter(query, null);
          const isAfter = (slot: number) => cursorSlot === null || newestFirst(slot, cursorSlot) > 0;
          // The area's listings passing the filters, as the area list counts them (the reference).
          const inArea = countInArea(snapshot, bbox, filter, {
            keep: snapshot.size,
            upTo: snapshot.size + 1,
          });
          const every = inArea.slots.filter(isAfter);
          const out = new Uint32Array(snapshot.size);
          const before = cursorSlot === null ? null : snapshot.createdAt[cursorSlot]!;
          let count = 0;
          for (const run of newestFacetRuns(snapshot, ...facetCodes(query))) {
            count += walkNewest(snapshot, filter, run, needed, out.subarray(count), before, edgesOf(bbox));
          }
          const walked = [...out.subarray(0, count)];
          const found = new Set(inArea.slots);
          expect(walked.every((slot) => found.has(slot))).toBe(true);
          expect(walked.filter(isAfter).sort(newestFirst).slice(0, needed)).toEqual(
            every.sort(newestFirst).slice(0, needed),
          );
          // Short of `needed` after the cursor only when every such listing of the area was found.
          if (walked.filter(isAfter).length < needed)
            expect(walked.filter(isAfter).length).toBe(every.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("holds the filters' dearest or cheapest listings, with and without a cursor, as a sort of every listing ranks them", () => {
    // The price orders' exact order: price, then time, then id, all one way.
    const byPrice = (order: WalkOrder) => (a: number, b: number) => {
      const way = order === 'cheapest' ? 1 : -1;
      return (
        way * (snapshot.priceUsd[a]! - snapshot.priceUsd[b]!) ||
        way * (snapshot.createdAt[a]! - snapshot.createdAt[b]!) ||
        way * (a - b)
      );
    };
    fc.assert(
      fc.property(
        filters,
        fc.constantFrom<WalkOrder>('dearest', 'cheapest'),
        fc.integer({ min: 1, max: 200 }),
        fc.option(fc.integer({ min: 0, max: snapshot.size - 1 }), { nil: null }),
        (query, order, needed, cursorSlot) => {
          const rank = byPrice(order);
          const filter = slotFilter(query, null);
          const passes = matchesSlot(snapshot, filter);
          const isAfter = (slot: number) => cursorSlot === null || rank(slot, cursorSlot) > 0;
          const every = Array.from({ length: snapshot.size }, (_, slot) => slot).filter(
            (slot) => passes(slot) && isAfter(slot),
          );
          const runs = rankedFacetRuns(snapshot, order, ...facetCodes(query));
          const out = new Uint32Array(snapshot.size);
          const before = cursorSlot === null ? null : snapshot.priceUsd[cursorSlot]!;
          let count = 0;
          for (const run of runs)
            count += walkRanked(snapshot, order, filter, run, needed, out.subarray(count), before);
          const walked = [...out.subarray(0, count)];
          expect(walked.every(passes)).toBe(true);
          expect(new Set(walked).size).toBe(walked.length);
          expect(walked.filter(isAfter).sort(rank).slice(0, needed)).toEqual(
            every.sort(rank).slice(0, needed),
          );
          if (cursorSlot === null && every.length > 4 * (needed + 256) * runs.length)
            expect(count).toBeLessThan(every.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("counts a listing on the area's edge as inside it, on each of the four edges", () => {
    const newest = Array.from({ length: snapshot.size }, (_, slot) => slot)
      .sort(newestFirst)
      .slice(0, 10);
    const filter = slotFilter({}, null);
    const [run] = newestFacetRuns(snapshot, ...facetCodes({}));
    // The kth newest listing is among the k newest of any area holding it.
    for (const [k, slot] of newest.entries()) {
      const lat = snapshot.lat[slot]!;
      const lng = snapshot.lng[slot]!;
      for (const bbox of [
        { minLng: lng, maxLng: lng + 1, minLat: lat - 1, maxLat: lat + 1 },
        { minLng: lng - 1, maxLng: lng, minLat: lat - 1, maxLat: lat + 1 },
        { minLng: lng - 1, maxLng: lng + 1, minLat: lat, maxLat: lat + 1 },
        { minLng: lng - 1, maxLng: lng + 1, minLat: lat - 1, maxLat: lat },
      ]) {
        const out = new Uint32Array(snapshot.size);
        const count = walkNewest(snapshot, filter, run!, k + 1, out, null, edgesOf(bbox));
        expect([...out.subarray(0, count)].sort(newestFirst).slice(0, k + 1)).toContain(slot);
      }
    }
  });

  it('groups the listings as in slot order, each group by its time byte from the newest', () => {
    const { codes } = rankCodes(snapshot, 'createdAt');
    for (const state of [null, [1], [2, 5]] as const) {
      for (const category of [0, 1, 3]) {
        const slotRuns = facetRuns(snapshot, category, state ? [...state] : null);
        if (!slotRuns) continue;
        const runs = newestFacetRuns(snapshot, category, state ? [...state] : null);
        expect(runs.map((run) => [...run].sort((a, b) => a - b))).toEqual(slotRuns.map((run) => [...run]));
        for (const run of runs) {
          for (let i = 1; i < run.length; i++)
            expect(codes[run[i]!]!).toBeLessThanOrEqual(codes[run[i - 1]!]!);
        }
      }
    }
    expect([...newestByCode(snapshot, 'all').slots].sort((a, b) => a - b)).toEqual(
      Array.from({ length: snapshot.size }, (_, slot) => slot),
    );
  });
});
