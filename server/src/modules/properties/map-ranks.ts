import type { MapSnapshot } from './map-index.ts';

/**
 * A byte a listing that orders it, coarsely, by its publication time or its price: the ranking of
 * a list page (search-candidates.ts `bestRows`) turns most candidates away by this byte, a column
 * of 1 MB at a million listings, instead of the exact 8-byte value, a column of 8 MB read at
 * scattered slots: at a million listings the exact reads missed the processor's cache for most
 * candidates (bench/PLANS.md, "seventeenth session": narrow text ranked in 1.0–1.6 → 0.52–0.55 ms
 * a page, price sorts 0.56 → 0.18–0.33 ms). Placed for each snapshot read whole, a slice at a
 * time before it serves (`placeRankCodes`: 90 ms a column at a million listings on the session's
 * machine), then carried to the snapshots made from it by the listings written since
 * (map-changes.ts `applyChanges`), whose new listings are coded at the same edges.
 *
 * The byte is a monotone function of the value: code(a) < code(b) implies a < b, so a candidate
 * whose code is worse than the page's last row's is worse than that row, and only equal codes need
 * the exact values. Codes 1–255 split the values at 254 edges taken from the values themselves
 * (every n-th slot's, sorted), so each code holds about as many listings; a value that is not a
 * number gets 0, which never turns a candidate away.
 */
export type RankedColumn = 'createdAt' | 'priceUsd';

/** A column's bytes, and the edges they split its values at. */
export interface RankCodes {
  codes: Uint8Array;
  edges: Float64Array;
}

/** Values looked at to place the edges: beyond a few thousand, the edges barely move. */
const SAMPLE = 4096;
const EDGES = 254;

/** Slots coded between two turns of the event loop while a whole read's codes are placed. */
const SLOTS_A_TURN = 1 << 15;

/**
 * Both columns' codes for a snapshot read whole, placed a slice at a time before it serves: at a
 * million listings they cost 90 ms a column, which the first page ranked after the hourly whole
 * read (map-index.ts) would otherwise spend at once, holding every request behind it.
 */
export async function placeRankCodes(snapshot: MapSnapshot): Promise<void> {
  const placed: NonNullable<MapSnapshot['rankCodes']> = {};
  for (const column of ['createdAt', 'priceUsd'] as const) {
    const values = snapshot[column];
    const edges = edgesOf(values, snapshot.size);
    const codes = new Uint8Array(snapshot.size);
    for (let from = 0; from < snapshot.size; from += SLOTS_A_TURN) {
      if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const to = Math.min(snapshot.size, from + SLOTS_A_TURN);
      for (let slot = from; slot < to; slot++) codes[slot] = codeOfValue(edges, values[slot]!);
    }
    placed[column] = { codes, edges };
  }
  snapshot.rankCodes = placed;
}

/** A column's codes: placed with the snapshot, carried to it, or placed now (a snapshot read otherwise). */
export function rankCodes(snapshot: MapSnapshot, column: RankedColumn): RankCodes {
  const known = snapshot.rankCodes?.[column];
  if (known) return known;
  const ranked = codesOf(snapshot[column], snapshot.size);
  snapshot.rankCodes = { ...snapshot.rankCodes, [column]: ranked };
  return ranked;
}

/**
 * The code a value gets at these edges: a value whose code is above another's is above it, below
 * it below; on the same code (or 0) only the exact values tell.
 */
export function codeOfValue(edges: Float64Array, value: number): number {
  if (Number.isNaN(value)) return 0;
  // How many edges are at or below the value, plus one: a binary search in 254 doubles.
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (edges[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

/** Each value's code (exported for its test). */
export function codesOf(values: Float64Array, size: number): RankCodes {
  const edges = edgesOf(values, size);
  const codes = new Uint8Array(size);
  for (let slot = 0; slot < size; slot++) codes[slot] = codeOfValue(edges, values[slot]!);
  return { codes, edges };
}
function edgesOf(values: Float64Array, size: number): Float64Array {
  const step = Math.max(1, Math.floor(size / SAMPLE));
  const sample: number[] = [];
  for (let slot = 0; slot < size; slot += step) {
    const value = values[slot]!;
    if (!Number.isNaN(value)) sample.push(value);
  }
  sample.sort((a, b) => a - b);
  if (sample.length === 0) return new Float64Array(0);
  const edges = new Float64Array(EDGES);
  for (let edge = 0; edge < EDGES; edge++) {
    edges[edge] = sample[Math.floor(((edge + 1) * sample.length) / (EDGES + 1))]!;
  }
  return edges;
}
