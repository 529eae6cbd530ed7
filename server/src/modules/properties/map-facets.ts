import type { PropertySearchQuery } from '@tranquera/contracts';
import type { MapSnapshot } from './map-index.ts';
import { CATEGORY_CODES, STATE_CODES } from './map-records.ts';

/**
 * The map index's slots grouped by a filter column's code, each group in slot order (so west to
 * east): a map of one category or one or two provinces walks their listings only, not every
 * listing between the view's edges (at 1,000,000 listings a whole-country view walked all of
 * them for a province's few thousand; bench/PLANS.md). Made by a counting sort on first use,
 * once per snapshot.
 */
export interface SlotsByCode {
  /** Code c's slots are `slots[start[c]]` up to (not including) `slots[start[c + 1]]`. */
  start: Uint32Array;
  slots: Uint32Array;
}

/**
 * `categoryState` groups by both at once (code `category * 256 + state`, `pairCode`): a search
 * naming a category and provinces walks the listings that have both, where either list alone
 * holds many that fail the other (a category and two provinces at 100,000 listings: ~1,500
 * listings against the category's ~18,500; bench/PLANS.md, "twenty-first session").
 */
export type FacetColumn = 'category' | 'state' | 'categoryState';

/** A category and a province as one code of `categoryState`. */
export const pairCode = (category: number, state: number) => category * 256 + state;

/** Each slot's code in `column`, and how many codes it may hold. */
function codesOf(
  snapshot: MapSnapshot,
  column: FacetColumn,
): { codeOf: (slot: number) => number; codes: number } {
  if (column !== 'categoryState') {
    const codes = snapshot[column];
    return { codeOf: (slot) => codes[slot]!, codes: 256 };
  }
  const { category, state } = snapshot;
  return { codeOf: (slot) => pairCode(category[slot]!, state[slot]!), codes: 256 * 256 };
}

export function slotsByCode(snapshot: MapSnapshot, column: FacetColumn): SlotsByCode {
  const known = snapshot.byCode?.[column];
  if (known) return known;
  const { codeOf, codes } = codesOf(snapshot, column);
  const start = new Uint32Array(codes + 1);
  for (let slot = 0; slot < snapshot.size; slot++) start[codeOf(slot) + 1]!++;
  for (let code = 0; code < codes; code++) start[code + 1]! += start[code]!;
  const next = start.slice(0, codes);
  const slots = new Uint32Array(snapshot.size);
  for (let slot = 0; slot < snapshot.size; slot++) slots[next[codeOf(slot)]!++] = slot;
  const lists = { start, slots };
  snapshot.byCode = { ...snapshot.byCode, [column]: lists };
  return lists;
}

/** The first position in `from`–`to` of `slots` holding a slot at or after `slot`. */
function firstFrom(slots: Uint32Array, from: number, to: number, slot: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The slots from `from` up to (not including) `to` whose `column` holds one of `codes`, ascending. */
export function slotsWithCodes(
  snapshot: MapSnapshot,
  column: FacetColumn,
  codes: readonly number[],
  from: number,
  to: number,
): Uint32Array {
  const lists = slotsByCode(snapshot, column);
  const runs = [...new Set(codes)].map((code) => {
    const first = lists.start[code]!;
    const last = lists.start[code + 1]!;
    return lists.slots.subarray(
      firstFrom(lists.slots, first, last, from),
      firstFrom(lists.slots, first, last, to),
    );
  });
  if (runs.length === 1) return runs[0]!;
  // A few provinces: merge their runs, keeping slot order (the order listings are pooled in
  // decides the map's groups, map-clusters.ts).
  const merged = new Uint32Array(runs.reduce((sum, run) => sum + run.length, 0));
  const at = runs.map(() => 0);
  for (let i = 0; i < merged.length; i++) {
    let best = -1;
    for (let r = 0; r < runs.length; r++) {
      if (at[r]! < runs[r]!.length && (best === -1 || runs[r]![at[r]!]! < runs[best]![at[best]!]!)) best = r;
    }
    merged[i] = runs[best]![at[best]!++]!;
  }
  return merged;
}

/** Which slots of a stretch of the index can pass a filter, ascending (null: any of them). */
export type Candidates = (from: number, to: number) => Uint32Array | null;

const NONE = new Uint32Array(0);

/**
 * The listings a filter's category and provinces allow (those with both when it names both), or
 * undefined when it names neither. Codes as `mapFilter` (map-search.ts) reads them: -1 for a
 * category no listing can have.
 */
export function candidatesFor(
  snapshot: MapSnapshot,
  category: number,
  states: number[] | null,
): Candidates | undefined {
  if (category === 0 && !states) return undefined;
  return (from, to) => {
    if (category === -1) return NONE;
    if (category > 0 && states) {
      const pairs = states.map((state) => pairCode(category, state));
      return slotsWithCodes(snapshot, 'categoryState', pairs, from, to);
    }
    return category > 0
      ? slotsWithCodes(snapshot, 'category', [category], from, to)
      : slotsWithCodes(snapshot, 'state', states!, from, to);
  };
}

/** The query's category and provinces as the index's codes (-1: a category no listing has). */
export function facetCodes(
  query: Pick<PropertySearchQuery, 'category' | 'state'>,
): [number, number[] | null] {
  const category = query.category ? (CATEGORY_CODES.get(query.category) ?? -1) : 0;
  const states =
    query.state && query.state.length > 0 ? query.state.map((state) => STATE_CODES.get(state) ?? 0) : null;
  return [category, states];
}

/**
 * The slots of the search's category, of its provinces, or of both when it names both, as one
 * run per code (each ascending; null: it names neither). For a list search, which ranks the slots it
 * meets whatever their order: no merge of the provinces' runs.
 */
export function facetRuns(
  snapshot: MapSnapshot,
  category: number,
  states: number[] | null,
): Uint32Array[] | null {
  if (category === -1) return [];
  const runsOf = (column: FacetColumn, codes: readonly number[]) => {
    const lists = slotsByCode(snapshot, column);
    return [...new Set(codes)].map((code) =>
      lists.slots.subarray(lists.start[code]!, lists.start[code + 1]!),
    );
  };
  if (category > 0 && states)
    return runsOf(
      'categoryState',
      states.map((state) => pairCode(category, state)),
    );
  if (category > 0) return runsOf('category', [category]);
  return states ? runsOf('state', states) : null;
}

export const slotsIn = (runs: readonly Uint32Array[]) => runs.reduce((sum, run) => sum + run.length, 0);
