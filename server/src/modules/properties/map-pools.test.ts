import { CATEGORIES, OPERATIONS } from '@tranquera/contracts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../db/seed/prng.ts';
import { areaOf, syntheticSnapshot } from '../../test/map-snapshot.ts';
import { groupForMap, type MapGroups } from './map-clusters.ts';
import { slotFilter } from './map-filter.ts';
import {
  AREA_BANDS,
  POOL_ZOOM,
  pooledSoon,
  poolsOf,
  TEXT_POOLED_FROM,
  textPooled,
  textPoolOf,
} from './map-pools.ts';

// The synthetic catalogue with both operations and areas in every band, some on the bound two
// bands share (50, 100…) and some unknown: the listings no band's pool holds.
const snapshot = syntheticSnapshot(30_000);
const random = seededRandom(41);
const BOUNDS = [0, 50, 100, 200, 500, 1000, 500_000];
for (let slot = 0; slot < snapshot.size; slot++) {
  snapshot.operation[slot] = random.chance(0.6) ? 1 : 2;
  snapshot.hectares[slot] = random.chance(0.03)
    ? Number.NaN
    : random.chance(0.05)
      ? random.pick(BOUNDS)
      : random.between(0, 3000);
}

/** The same groups, up to the last digits of the sums (added in another order when pooled). */
function expectSameGroups(pooled: MapGroups, walked: MapGroups) {
  expect(pooled.points).toEqual(walked.points);
  expect(pooled.clusters.map((group) => group.count)).toEqual(walked.clusters.map((group) => group.count));
  pooled.clusters.forEach((group, i) => {
    expect(group.lat).toBeCloseTo(walked.clusters[i]!.lat, 4);
    expect(group.lng).toBeCloseTo(walked.clusters[i]!.lng, 4);
  });
}

describe("a wide map view made from the snapshot's pooled cells", () => {
  it('shows the groups and markers that walking its listings shows', () => {
    fc.assert(
      fc.property(
        areaOf(snapshot),
        fc.integer({ min: 2, max: POOL_ZOOM }),
        fc.record(
          {
            category: fc.constantFrom(...CATEGORIES, 'Ninguna'),
            operation: fc.constantFrom(...OPERATIONS),
            // The search's bands, or a range of another client's (walked).
            hectares: fc.subarray([...AREA_BANDS, { min: 10, max: 300 }], { minLength: 1 }),
          },
          { requiredKeys: [] },
        ),
        (bbox, zoom, query) => {
          const filter = slotFilter(query as Parameters<typeof slotFilter>[0], null);
          const walked = groupForMap(snapshot, filter, bbox, zoom, undefined, {
            pooledFrom: Number.POSITIVE_INFINITY,
          });
          expectSameGroups(
            groupForMap(snapshot, filter, bbox, zoom, undefined, { pooledFrom: 0, poolNow: true }),
            walked,
          );
        },
      ),
      { numRuns: 200 },
    );
    // The property's views did use the pools (made once for the snapshot).
    expect(snapshot.pools).toBe(poolsOf(snapshot));
  });

  it("shows a common text's groups and markers, from the text's own pool, as walking its listings shows", () => {
    const words = Math.ceil(snapshot.size / 32);
    fc.assert(
      fc.property(
        areaOf(snapshot),
        fc.integer({ min: 2, max: POOL_ZOOM }),
        // A text held by most listings (pooled) or by a few (walked either way).
        fc.oneof(
          fc
            .uint32Array({ minLength: words, maxLength: words })
            .map((bits) => bits.map((word) => word | 0xeeeeeeee)),
          fc
            .uint32Array({ minLength: words, maxLength: words })
            .map((bits) => bits.map((word) => word & 0x01010101)),
        ),
        (bbox, zoom, mask) => {
          const filter = slotFilter({}, mask);
          const pooled = groupForMap(snapshot, filter, bbox, zoom, undefined, {
            pooledFrom: 0,
            poolNow: true,
          });
          const walked = groupForMap(snapshot, filter, bbox, zoom, undefined, {
            pooledFrom: Number.POSITIVE_INFINITY,
          });
          expectSameGroups(pooled, walked);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('pools a text only when asked alone and held by TEXT_POOLED_FROM listings or more', () => {
    const common = new Uint32Array(Math.ceil(snapshot.size / 32)).fill(0xffffffff);
    expect(textPooled(slotFilter({}, common))).toBe(common);
    expect(textPooled(slotFilter({ operation: 'venta' }, common))).toBeNull();
    expect(textPooled(slotFilter({ minPrice: 100 }, common))).toBeNull();
    const justEnough = new Uint32Array(Math.ceil(snapshot.size / 32));
    justEnough.fill(0xffffffff, 0, TEXT_POOLED_FROM / 32);
    expect(textPooled(slotFilter({}, justEnough))).toBe(justEnough);
    const rare = justEnough.slice();
    rare[0] = 0xfffffffe;
    expect(textPooled(slotFilter({}, rare))).toBeNull();
  });

  it("keeps a text's pool for its next views", () => {
    const mask = new Uint32Array(Math.ceil(snapshot.size / 32)).fill(0xeeeeeeee);
    const pool = textPoolOf(snapshot, mask);
    expect(textPoolOf(snapshot, mask)).toBe(pool);
    // Every listing of the text once: three in four (0xe is 1110).
    const pooled = pool.count.reduce((sum, count) => sum + count, 0);
    expect(pooled).toBe((snapshot.size * 3) / 4);
  });

  it("count every listing once, whatever the view's zoom", () => {
    const world = { minLng: -179.9, maxLng: 179.9, minLat: -84, maxLat: 84 };
    for (let zoom = 1; zoom <= POOL_ZOOM; zoom++) {
      const groups = groupForMap(snapshot, slotFilter({}, null), world, zoom, undefined, {
        pooledFrom: 0,
        poolNow: true,
      });
      const shown = groups.clusters.reduce((sum, group) => sum + group.count, 0) + groups.points.length;
      expect(shown).toBe(snapshot.size);
    }
  });
});

describe('pools made in the background', () => {
  it('leave the first views to walk, then serve the same pools as made at once', async () => {
    const fresh = syntheticSnapshot(5000);
    expect(pooledSoon(fresh)).toBeNull();
    // Asked again while being made: still one making of them.
    expect(pooledSoon(fresh)).toBeNull();
    await vi.waitFor(() => expect(fresh.pools).toBeDefined());
    expect(pooledSoon(fresh)).toBe(fresh.pools);
    expect(fresh.pools).toEqual(poolsOf({ ...fresh, pools: undefined }));
  });
});
