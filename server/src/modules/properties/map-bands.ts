import { type Bbox, mercatorX, mercatorY } from '@tranquera/contracts';
import { collectPassing, type SlotFilter } from './map-filter.ts';
import type { MapSnapshot } from './map-index.ts';

/**
 * The map index's slots by latitude band: each band lists its slots west to east, so the part
 * of an area inside one band is one contiguous run, found by binary search. Walking the area's
 * whole west–east strip instead reads every listing between its edges at any latitude: at
 * 1,000,000 listings a few hundred thousand for a province (~5 ms, bench/PLANS.md), where the
 * bands read about what is inside.
 */
export interface LatitudeBands {
  /** Mercator y of the northern edge of band 0, and each band's height. */
  top: number;
  height: number;
  /** Band b's slots are `slots[start[b]]` up to (not including) `slots[start[b + 1]]`. */
  start: Uint32Array;
  slots: Uint32Array;
}

const BAND_COUNT = 512;

const bandOf = (bands: LatitudeBands, y: number) =>
  Math.min(BAND_COUNT - 1, Math.max(0, Math.floor((y - bands.top) / bands.height)));

/** The snapshot's bands: two passes over its slots (a counting sort), once per snapshot. */
export function latitudeBandsOf(snapshot: MapSnapshot): LatitudeBands {
  if (snapshot.bands) return snapshot.bands;
  const { y, size } = snapshot;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let slot = 0; slot < size; slot++) {
    // A coordinate that is not a number (written around the API) is in no band, as in no area.
    if (!Number.isFinite(y[slot])) continue;
    top = Math.min(top, y[slot]!);
    bottom = Math.max(bottom, y[slot]!);
  }
  const bands: LatitudeBands = {
    top: Number.isFinite(top) ? top : 0,
    height: bottom > top ? (bottom - top) / BAND_COUNT : 1,
    start: new Uint32Array(BAND_COUNT + 1),
    slots: new Uint32Array(size),
  };
  for (let slot = 0; slot < size; slot++) {
    if (Number.isFinite(y[slot])) bands.start[bandOf(bands, y[slot]!) + 1]!++;
  }
  for (let band = 0; band < BAND_COUNT; band++) bands.start[band + 1]! += bands.start[band]!;
  const next = bands.start.slice(0, BAND_COUNT);
  // Slots in ascending order, so each band's run stays west to east.
  for (let slot = 0; slot < size; slot++) {
    if (Number.isFinite(y[slot])) bands.slots[next[bandOf(bands, y[slot]!)]!++] = slot;
  }
  snapshot.bands = bands;
  return bands;
}

/** The first position in `from`–`to` of `bands.slots` whose listing is at or east of `x` (strictly east with `after`). */
function firstInBand(
  snapshot: MapSnapshot,
  bands: LatitudeBands,
  from: number,
  to: number,
  x: number,
  after: boolean,
) {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = snapshot.x[bands.slots[middle]!]!;
    if (value < x || (after && value === x)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface AreaCount {
  /** How many matching listings are inside the area, edges included, counted up to `upTo`. */
  count: number;
  /** The first `keep` of them found, in no particular order. */
  slots: number[];
}

/** A buffer for a band's passing slots (walks run one at a time, synchronously). */
let passing = new Uint32Array(0);

/**
 * The listings inside `bbox` that pass `filter` (its text mask too, if any), edges included,
 * counted up to `upTo` (a total past its bound is 'more than', so the count stops there, as the
 * listing search's own count does), and the first `keep` of them: the listings the strip walk
 * (`slotsInArea`) finds, in no order. Each band's stretch between the area's edges goes through
 * `collectPassing`, which tests the filter without a branch per condition (`matchesSlot` one
 * slot at a time, a call per slot, was two thirds of an area list's walk; bench/PLANS.md
 * "sixteenth session"); the latitude is then tested on those that passed.
 */
export function countInArea(
  snapshot: MapSnapshot,
  bbox: Bbox,
  filter: SlotFilter,
  { keep, upTo }: { keep: number; upTo: number },
): AreaCount {
  const found: AreaCount = { count: 0, slots: [] };
  const bands = latitudeBandsOf(snapshot);
  const { lat } = snapshot;
  const west = mercatorX(bbox.minLng);
  const east = mercatorX(bbox.maxLng);
  // One band more on each side: a listing on the area's edge is never lost to rounding.
  const north = Math.max(0, bandOf(bands, mercatorY(bbox.maxLat)) - 1);
  const south = Math.min(BAND_COUNT - 1, bandOf(bands, mercatorY(bbox.minLat)) + 1);
  for (let band = north; band <= south && found.count < upTo; band++) {
    const from = bands.start[band]!;
    const to = bands.start[band + 1]!;
    if (from === to) continue;
    const end = firstInBand(snapshot, bands, from, to, east, true);
    const list = bands.slots.subarray(firstInBand(snapshot, bands, from, end, west, false), end);
    if (passing.length < list.length) passing = new Uint32Array(Math.max(list.length, passing.length * 2));
    // The whole world's band: every slot of the list is tested on the filter alone.
    const walk = { from: 0, to: 0, list, world: 1, y0: -1, y1: 2 };
    const passed = collectPassing(snapshot, filter, walk, passing);
    for (let i = 0; i < passed; i++) {
      const slot = passing[i]!;
      const latitude = lat[slot]!;
      if (latitude < bbox.minLat || latitude > bbox.maxLat) continue;
      if (found.count < keep) found.slots.push(slot);
      if (++found.count === upTo) break;
    }
  }
  return found;
}
