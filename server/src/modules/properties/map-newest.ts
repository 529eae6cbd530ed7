import { type Bbox, mercatorX } from '@tranquera/contracts';
import { collectPassing, type SlotFilter } from './map-filter.ts';
import { type FacetColumn, pairCode, type SlotsByCode, slotsByCode } from './map-facets.ts';
import type { MapSnapshot } from './map-index.ts';
import { codeOfValue, rankCodes } from './map-ranks.ts';

// A list page of filters without words, newest first, when its total is already known (remembered
// at this catalogue version): the page needs only the newest passing listings, yet the walk in
// slot order (west to east) must test every listing of the category or provinces to find them
// (search-candidates.ts; a fifth of the server's CPU under the filters scenario, bench/PLANS.md).
// Walked newest first, it stops soon after a page's worth passes.

/** Whose slots a newest-first run holds: a facet column's group, or every slot ('all'). */
export type NewestColumn = FacetColumn | 'all';

/**
 * The orders a run is walked in: newest first, or by price per hectare, dearest or cheapest first
 * (a price order's page of a broad text, search-candidates.ts `walkTiers`).
 */
export type WalkOrder = 'newest' | 'dearest' | 'cheapest';

/** Slots walked between two checks of whether enough passed: a compiled walk's call costs ~1 µs. */
const CHUNK = 256;

/**
 * Each slot's byte in a walk's order, the first walked highest: its time's or price's byte
 * (map-ranks.ts), reversed for cheapest first; 0 (a value that is not a number) last.
 */
function walkBytes(snapshot: MapSnapshot, order: WalkOrder): Uint8Array {
  if (order === 'newest') return rankCodes(snapshot, 'createdAt').codes;
  const { codes } = rankCodes(snapshot, 'priceUsd');
  if (order === 'dearest') return codes;
  const known = snapshot.cheapestBytes;
  if (known) return known;
  const bytes = new Uint8Array(codes.length);
  for (let slot = 0; slot < codes.length; slot++) bytes[slot] = codes[slot] === 0 ? 0 : 256 - codes[slot]!;
  snapshot.cheapestBytes = bytes;
  return bytes;
}

/** A value's byte in a walk's order (a time newest first, else a price). */
function walkByteOf(snapshot: MapSnapshot, order: WalkOrder, value: number): number {
  const code = codeOfValue(rankCodes(snapshot, order === 'newest' ? 'createdAt' : 'priceUsd').edges, value);
  return order === 'cheapest' && code !== 0 ? 256 - code : code;
}

/**
 * Every slot, by its byte in `order` from the highest down, in slot order within a byte: a
 * counting sort, linear in the listings. Not a full sort: within a byte the order is not the
 * page's, so a walk that stops finishes its byte (`walkNewest`).
 */
function slotsInOrder(snapshot: MapSnapshot, order: WalkOrder): Uint32Array {
  const bytes = walkBytes(snapshot, order);
  const start = new Uint32Array(257);
  for (let slot = 0; slot < snapshot.size; slot++) start[256 - bytes[slot]!]!++;
  for (let key = 0; key < 256; key++) start[key + 1]! += start[key]!;
  const slots = new Uint32Array(snapshot.size);
  for (let slot = 0; slot < snapshot.size; slot++) slots[start[255 - bytes[slot]!]!++] = slot;
  return slots;
}

/**
 * The slots grouped as `slotsByCode` groups them (the same `start`), each group by its byte in
 * `order`: that order regrouped stably by the column's code. Made on first use, once per snapshot
 * and order (0.4 MB a grouping at 100,000 listings), like the groups in slot order.
 */
export function rankedByCode(snapshot: MapSnapshot, order: WalkOrder, column: NewestColumn): SlotsByCode {
  const key = `${order} ${column}` as const;
  const known = snapshot.walkRuns?.[key];
  if (known) return known;
  let lists: SlotsByCode;
  if (column === 'all') {
    lists = { start: Uint32Array.of(0, snapshot.size), slots: slotsInOrder(snapshot, order) };
  } else {
    const ordered = rankedByCode(snapshot, order, 'all').slots;
    const { start } = slotsByCode(snapshot, column);
    const next = start.slice(0, start.length - 1);
    const slots = new Uint32Array(snapshot.size);
    const { category, state } = snapshot;
    for (const slot of ordered) {
      const code =
        column === 'category'
          ? category[slot]!
          : column === 'state'
            ? state[slot]!
            : pairCode(category[slot]!, state[slot]!);
      slots[next[code]!++] = slot;
    }
    lists = { start, slots };
  }
  snapshot.walkRuns = { ...snapshot.walkRuns, [key]: lists };
  return lists;
}

/** The newest-first groups (`rankedByCode` newest first). */
export const newestByCode = (snapshot: MapSnapshot, column: NewestColumn) =>
  rankedByCode(snapshot, 'newest', column);

/** The runs of `rankedByCode` for these codes of `column` (every slot for 'all'). */
function rankedRuns(
  snapshot: MapSnapshot,
  order: WalkOrder,
  column: NewestColumn,
  codes: readonly number[],
): Uint32Array[] {
  const lists = rankedByCode(snapshot, order, column);
  if (column === 'all') return [lists.slots];
  return [...new Set(codes)].map((code) => lists.slots.subarray(lists.start[code]!, lists.start[code + 1]!));
}

/** The runs, in a walk's order, of the category's and provinces' listings, as `facetRuns` groups them. */
export function rankedFacetRuns(
  snapshot: MapSnapshot,
  order: WalkOrder,
  category: number,
  states: number[] | null,
): Uint32Array[] {
  if (category === -1) return [];
  if (category > 0 && states) {
    return rankedRuns(
      snapshot,
      order,
      'categoryState',
      states.map((state) => pairCode(category, state)),
    );
  }
  if (category > 0) return rankedRuns(snapshot, order, 'category', [category]);
  return states ? rankedRuns(snapshot, order, 'state', states) : rankedRuns(snapshot, order, 'all', []);
}

/** The newest-first runs of the category's and provinces' listings, as `facetRuns` groups them. */
export const newestFacetRuns = (snapshot: MapSnapshot, category: number, states: number[] | null) =>
  rankedFacetRuns(snapshot, 'newest', category, states);

/** The first position of a `run` (by `codes`, highest first) whose byte is below `byte` (a binary search). */
function firstBelow(codes: Uint8Array, run: Uint32Array, byte: number): number {
  let low = 0;
  let high = run.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (codes[run[middle]!]! >= byte) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A map area's edges as the area's count tests them (map-bands.ts `countInArea`): Mercator x
 * and latitude, edges included, and a Mercator y that is a number.
 */
export interface AreaEdges {
  west: number;
  east: number;
  south: number;
  north: number;
}

export const edgesOf = (bbox: Bbox): AreaEdges => ({
  west: mercatorX(bbox.minLng),
  east: mercatorX(bbox.maxLng),
  south: bbox.minLat,
  north: bbox.maxLat,
});

/** The first `count` slots of `out` inside `area`, moved to its start; how many. */
function keepInArea(snapshot: MapSnapshot, out: Uint32Array, count: number, area: AreaEdges): number {
  const { x, y, lat } = snapshot;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const slot = out[i]!;
    const east = x[slot]!;
    const north = lat[slot]!;
    if (east < area.west || east > area.east || north < area.south || north > area.north) continue;
    if (!Number.isFinite(y[slot]!)) continue;
    out[kept++] = slot;
  }
  return kept;
}

/** The slots of `list` passing `filter` (and inside `area`, if any), into `out`; how many. */
function collect(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  list: Uint32Array,
  out: Uint32Array,
  area: AreaEdges | null,
): number {
  const passed = collectPassing(
    snapshot,
    filter,
    { from: 0, to: snapshot.size, list, world: 1, y0: -1, y1: 2 },
    out,
  );
  return area ? keepInArea(snapshot, out, passed, area) : passed;
}

/**
 * The slots of a newest-first `run` that pass `filter` (and lie inside `area`, if any), into
 * `out`, walked until `needed` have passed and then to the end of the time byte the `needed`th of
 * them is in: every slot left has a lower byte, so it is older than those `needed` (a byte orders
 * listings by time: map-ranks.ts), and the run's newest `needed` passing slots are among those
 * returned. The rest of the run is never read. After a cursor (`before`, the time of the row the
 * page follows), the listings of newer bytes are skipped unread, the cursor's own byte is walked
 * whole (its listings may fall on either side of the cursor's row) and `needed` counts from the
 * byte below it. Returns how many were written: they may be more than `needed`, in any order
 * within a byte, some before the cursor's row: the caller ranks them exactly. `out` must hold
 * every slot of the run.
 */
export function walkNewest(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  run: Uint32Array,
  needed: number,
  out: Uint32Array,
  before: number | null = null,
  area: AreaEdges | null = null,
): number {
  return walkRanked(snapshot, 'newest', filter, run, needed, out, before, area);
}

/**
 * `walkNewest` in any walk's order: a run of `rankedFacetRuns` for `order`, and `before` the
 * cursor's row's time (newest first) or price.
 */
export function walkRanked(
  snapshot: MapSnapshot,
  order: WalkOrder,
  filter: SlotFilter,
  run: Uint32Array,
  needed: number,
  out: Uint32Array,
  before: number | null = null,
  area: AreaEdges | null = null,
): number {
  const codes = walkBytes(snapshot, order);
  if (needed === 0) return 0;
  let count = 0;
  let rest = run;
  if (before !== null) {
    const byte = walkByteOf(snapshot, order, before);
    const below = firstBelow(codes, run, byte);
    count += collect(snapshot, filter, run.subarray(firstBelow(codes, run, byte + 1), below), out, area);
    rest = run.subarray(below);
  }
  const first = count;
  for (let at = 0; at < rest.length; at += CHUNK) {
    const end = Math.min(rest.length, at + CHUNK);
    count += collect(snapshot, filter, rest.subarray(at, end), out.subarray(count), area);
    if (count - first < needed) continue;
    const byte = codes[out[first + needed - 1]!]!;
    let last = end;
    while (last < rest.length && codes[rest[last]!] === byte) last++;
    if (last > end) count += collect(snapshot, filter, rest.subarray(end, last), out.subarray(count), area);
    return count;
  }
  return count;
}
