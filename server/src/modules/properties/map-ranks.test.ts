import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapSnapshot } from './map-index.ts';
import { codeOfValue, codesOf, placeRankCodes } from './map-ranks.ts';

/** Prices and times as a catalogue holds them: many repeated, some not numbers. */
const values = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.double({ min: 0, max: 1e7, noNaN: true }) },
    { weight: 3, arbitrary: fc.constantFrom(0, 100, 2_500, 1e6) },
    { weight: 1, arbitrary: fc.constant(Number.NaN) },
  ),
  { minLength: 0, maxLength: 6_000 },
);

describe("a listing's byte ordering it by time or price", () => {
  it('is lower only for a lower value, and 0 only for a value that is not a number', () => {
    fc.assert(
      fc.property(values, (list) => {
        const column = Float64Array.from(list);
        const { codes } = codesOf(column, column.length);
        const numbered = [...column.keys()].filter((slot) => !Number.isNaN(column[slot]!));
        numbered.sort((a, b) => column[a]! - column[b]!);
        for (let i = 1; i < numbered.length; i++) {
          const [lower, higher] = [numbered[i - 1]!, numbered[i]!];
          // Sorted by value: a code never goes down, and equal values share one.
          expect(codes[lower]!).toBeLessThanOrEqual(codes[higher]!);
          if (column[lower] === column[higher]) expect(codes[lower]).toBe(codes[higher]);
        }
        for (let slot = 0; slot < column.length; slot++) {
          expect(codes[slot] === 0).toBe(Number.isNaN(column[slot]!));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("says on which side of a filter's bound a listing is, unless it holds the bound's own code", () => {
    fc.assert(
      fc.property(values, fc.double({ min: -1, max: 1.1e7, noNaN: true }), (list, bound) => {
        const column = Float64Array.from(list);
        const { codes, edges } = codesOf(column, column.length);
        const boundCode = codeOfValue(edges, bound);
        for (let slot = 0; slot < column.length; slot++) {
          if (codes[slot] === 0) continue;
          if (codes[slot]! > boundCode) expect(column[slot]!).toBeGreaterThan(bound);
          if (codes[slot]! < boundCode) expect(column[slot]!).toBeLessThan(bound);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('splits distinct values into about as many listings a code', () => {
    const column = Float64Array.from({ length: 100_000 }, (_, i) => (i * 7_919) % 100_000);
    const { codes } = codesOf(column, column.length);
    const perCode = new Map<number, number>();
    for (const code of codes) perCode.set(code, (perCode.get(code) ?? 0) + 1);
    expect(perCode.size).toBe(255);
    // 100,000 listings over 255 codes: about 392 each, none more than twice that.
    expect(Math.max(...perCode.values())).toBeLessThan(800);
  });

  it('are placed for a snapshot read whole a slice at a time, other requests answered between slices', async () => {
    const size = 300_000;
    const snapshot = {
      size,
      createdAt: Float64Array.from({ length: size }, (_, i) => 1.7e12 + ((i * 104_729) % size) * 1_000),
      priceUsd: Float64Array.from({ length: size }, (_, i) =>
        i % 97 === 0 ? Number.NaN : (i * 7_919) % 5e6,
      ),
    } as unknown as MapSnapshot;
    let placed = false;
    let answeredMeanwhile = false;
    const placing = placeRankCodes(snapshot).then(() => {
      placed = true;
    });
    // A request's callback queued now runs before the codes are all placed.
    setImmediate(() => {
      answeredMeanwhile = !placed;
    });
    await placing;
    expect(answeredMeanwhile).toBe(true);
    for (const column of ['createdAt', 'priceUsd'] as const) {
      const atOnce = codesOf(snapshot[column], size);
      expect(snapshot.rankCodes?.[column]?.edges).toEqual(atOnce.edges);
      expect(Buffer.from(snapshot.rankCodes![column]!.codes).equals(Buffer.from(atOnce.codes))).toBe(true);
    }
  });
});
