import { type Bbox, CATEGORIES, mercatorX, mercatorY } from '@tranquera/contracts';
import fc from 'fast-check';
import { seededRandom } from '../db/seed/prng.ts';
import type { MapSnapshot } from '../modules/properties/map-index.ts';
import { idTableOf } from '../modules/properties/map-records.ts';

/**
 * A catalogue of `size` listings over the four countries, denser around a few towns (as a real
 * one is) and some sharing one spot, sorted west to east as the map's index keeps it.
 */
export function syntheticSnapshot(size: number): MapSnapshot {
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
    category: Uint8Array.from(points, (_, slot) => 1 + (slot % CATEGORIES.length)),
    operation: new Uint8Array(size).fill(1),
    // Six provinces (codes 1–6), unevenly.
    state: Uint8Array.from(points, (_, slot) => 1 + ((slot * slot) % 6)),
    priceUsd: new Float64Array(size),
    hectares: new Float64Array(size),
    createdAt: new Float64Array(size),
    unlocated: [],
    textMasks: new Map(),
  };
}

/** An area's edge: anywhere (also past the catalogue), or exactly on a listing's coordinate. */
const edge = (snapshot: MapSnapshot, min: number, max: number, onListing: (slot: number) => number) =>
  fc.oneof(
    fc.double({ min, max, noNaN: true }),
    fc.integer({ min: 0, max: Math.max(0, snapshot.size - 1) }).map(onListing),
  );

/** Map areas over `snapshot`, some with an edge exactly on a listing. */
export const areaOf = (snapshot: MapSnapshot) =>
  fc
    .record({
      lngA: edge(snapshot, -80, -50, (slot) => snapshot.lng[slot]!),
      lngB: edge(snapshot, -80, -50, (slot) => snapshot.lng[slot]!),
      latA: edge(snapshot, -60, -10, (slot) => snapshot.lat[slot]!),
      latB: edge(snapshot, -60, -10, (slot) => snapshot.lat[slot]!),
    })
    .map(
      ({ lngA, lngB, latA, latB }): Bbox => ({
        minLng: Math.min(lngA, lngB),
        maxLng: Math.max(lngA, lngB),
        minLat: Math.min(latA, latB),
        maxLat: Math.max(latA, latB),
      }),
    );
