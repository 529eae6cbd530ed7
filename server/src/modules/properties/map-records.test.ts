import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, idOf, RECORD_BYTES, slotOfId, snapshotOf } from './map-records.ts';

interface Listing {
  id: string;
  lat: number;
  lng: number;
  priceUsd: number;
  hectares: number;
  /** Microseconds since 1970. */
  createdAt: number;
  codes: [number, number, number];
}

/** The records as the snapshot's statement writes them (map-index.ts `readSnapshot`). */
function recordsOf(listings: Listing[]): Buffer {
  const records = Buffer.alloc(listings.length * RECORD_BYTES);
  listings.forEach((listing, i) => {
    const at = i * RECORD_BYTES;
    Buffer.from(listing.id.replaceAll('-', ''), 'hex').copy(records, at);
    records.writeDoubleBE(listing.lat, at + 16);
    records.writeDoubleBE(listing.lng, at + 24);
    records.writeDoubleBE(listing.priceUsd, at + 32);
    records.writeDoubleBE(listing.hectares, at + 40);
    records.writeBigInt64BE(BigInt(listing.createdAt) - 946_684_800_000_000n, at + 48);
    const [category, operation, state] = listing.codes;
    records.writeUInt32BE(category * 65536 + operation * 256 + state, at + 56);
  });
  return records;
}

const listing = fc.record({
  id: fc.constant(null).map(() => randomUUID()),
  lat: fc.double({ min: -55, max: -17, noNaN: true }),
  lng: fc.double({ min: -75, max: -53, noNaN: true }),
  priceUsd: fc.double({ min: 0, max: 1e6, noNaN: true }),
  hectares: fc.double({ min: 0.1, max: 5e5, noNaN: true }),
  // 2000 to 2100, to the microsecond.
  createdAt: fc
    .integer({ min: 946_684_800_000, max: 4_102_444_800_000 })
    .chain((ms) => fc.integer({ min: 0, max: 999 }).map((us) => ms * 1000 + us)),
  codes: fc.tuple(
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 0, max: 2 }),
    fc.integer({ min: 0, max: 80 }),
  ),
});

describe("the map snapshot's binary records", () => {
  it('read back every column exactly, west to east even when the records come in another order', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 300 }), fc.boolean(), (listings, sorted) => {
        const sent = sorted ? [...listings].sort((a, b) => a.lng - b.lng) : listings;
        const snapshot = snapshotOf(recordsOf(sent), 7);
        const expected = [...listings].sort((a, b) => a.lng - b.lng);
        expect(snapshot.size).toBe(listings.length);
        expect(Array.from(snapshot.lng)).toEqual(expected.map((l) => l.lng));
        for (let slot = 0; slot < snapshot.size; slot++) {
          // Equal longitudes may come in either order: compare by the id found there.
          const want = listings.find((l) => l.id === idOf(snapshot, slot))!;
          expect(snapshot.lat[slot]).toBe(want.lat);
          expect(snapshot.lng[slot]).toBe(want.lng);
          expect(snapshot.priceUsd[slot]).toBe(want.priceUsd);
          expect(snapshot.hectares[slot]).toBe(want.hectares);
          expect(snapshot.createdAt[slot]).toBe(want.createdAt);
          expect([snapshot.category[slot], snapshot.operation[slot], snapshot.state[slot]]).toEqual(
            want.codes,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('find each listing by its id, no other, and order ids as PostgreSQL orders UUIDs', () => {
    const listings = fc.sample(listing, 2000);
    const snapshot = snapshotOf(recordsOf(listings), 1);
    const ids = Array.from({ length: snapshot.size }, (_, slot) => idOf(snapshot, slot));
    expect(new Set(ids)).toEqual(new Set(listings.map((l) => l.id)));
    const lookup = (id: string) => {
      const bytes = Buffer.from(id.replaceAll('-', ''), 'hex');
      return slotOfId(snapshot, new DataView(bytes.buffer, bytes.byteOffset, 16), 0);
    };
    expect(ids.map(lookup)).toEqual(ids.map((_, slot) => slot));
    expect(lookup(randomUUID())).toBe(-1);
    // UUIDs sort as their bytes, and so as their text (lower-case hex, dashes in fixed places).
    const bySlots = Array.from({ length: snapshot.size }, (_, slot) => slot).sort((a, b) =>
      compareIds(snapshot, a, b),
    );
    expect(bySlots.map((slot) => ids[slot])).toEqual([...ids].sort());
  });
});
