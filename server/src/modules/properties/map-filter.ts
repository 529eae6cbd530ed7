import type { PropertySearchQuery } from '@tranquera/contracts';
import type { MapSnapshot, TextMask } from './map-index.ts';
import { CATEGORY_CODES, OPERATION_CODES, STATE_CODES } from './map-records.ts';
import { boundsByBits, walkByBits } from './map-walks.ts';

/**
 * The listing search's filters (search-filters.ts) as the map index's codes: the same category,
 * operation, provinces, price per hectare in dollars, hectare ranges and text.
 */
export interface SlotFilter {
  /** 0: any; -1: a category no listing has. */
  category: number;
  operation: number;
  /** 1 at the codes of the asked provinces, or null for any. */
  states: Uint8Array | null;
  minPrice: number;
  maxPrice: number;
  ranges: readonly { min: number; max: number }[] | null;
  textMask: TextMask | null;
}

export function slotFilter(
  query: Pick<PropertySearchQuery, 'category' | 'operation' | 'state' | 'minPrice' | 'maxPrice' | 'hectares'>,
  textMask: TextMask | null,
): SlotFilter {
  let states: Uint8Array | null = null;
  if (query.state && query.state.length > 0) {
    states = new Uint8Array(256);
    for (const state of query.state) states[STATE_CODES.get(state) ?? 0] = 1;
  }
  return {
    category: query.category ? (CATEGORY_CODES.get(query.category) ?? -1) : 0,
    operation: query.operation ? (OPERATION_CODES.get(query.operation) ?? -1) : 0,
    states,
    minPrice: query.minPrice ?? Number.NEGATIVE_INFINITY,
    maxPrice: query.maxPrice ?? Number.POSITIVE_INFINITY,
    ranges: query.hectares && query.hectares.length > 0 ? query.hectares : null,
    textMask,
  };
}

/** Whether one slot passes the filter. */
export function matchesSlot(snapshot: MapSnapshot, filter: SlotFilter): (slot: number) => boolean {
  const { category, operation, states, minPrice, maxPrice, ranges, textMask } = filter;
  const { priceUsd, hectares } = snapshot;
  return (slot) => {
    if (category !== 0 && snapshot.category[slot] !== category) return false;
    if (operation !== 0 && snapshot.operation[slot] !== operation) return false;
    if (states && states[snapshot.state[slot]!] !== 1) return false;
    const price = priceUsd[slot]!;
    if (price < minPrice || price > maxPrice) return false;
    if (ranges) {
      const area = hectares[slot]!;
      if (!ranges.some((range) => area >= range.min && area <= range.max)) return false;
    }
    return textMask === null || ((textMask[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  };
}

/** A comparison as 0 or 1, for arithmetic without a branch (JavaScript converts it so in `&` and `|`). */
const bit = (condition: boolean) => condition as unknown as number;

/** Where the map's walk looks: a stretch of slots or a list of them, and a band of Mercator y. */
export interface Walk {
  from: number;
  to: number;
  /** The slots to walk instead of `from`–`to` (ascending), when a facet narrowed them. */
  list: Uint32Array | null;
  /** The band, in pixels at `world` pixels a Mercator unit: `y0` ≤ y × world < `y1`. */
  world: number;
  y0: number;
  y1: number;
}

/** A buffer kept between walks (they run one at a time, synchronously). */
let masked = new Uint32Array(0);

/** Set bits of a mask, remembered per mask (a snapshot's masks never change once read). */
const counted = new WeakMap<TextMask, number>();
export function setBits(mask: TextMask): number {
  let known = counted.get(mask);
  if (known === undefined) {
    known = 0;
    for (let word = 0; word < mask.length; word++) {
      let bits = mask[word]! - ((mask[word]! >>> 1) & 0x55555555);
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      known += Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
    }
    counted.set(mask, known);
  }
  return known;
}

/**
 * The slots from `from` up to (not including) `to` whose bit is set in `mask`, ascending, in a
 * buffer kept between calls: read it before the next.
 */
export function maskedSlots(mask: TextMask, from: number, to: number): Uint32Array {
  if (masked.length < to - from) masked = new Uint32Array(Math.max(to - from, masked.length * 2));
  let count = 0;
  for (let word = from >>> 5; word << 5 < to; word++) {
    let bits = mask[word]!;
    if (word << 5 < from) bits &= -1 << (from & 31);
    if ((word + 1) << 5 > to) bits &= ~(-1 << (to & 31));
    while (bits !== 0) {
      const lowest = bits & -bits;
      masked[count++] = (word << 5) + 31 - Math.clz32(lowest);
      bits ^= lowest;
    }
  }
  return masked.subarray(0, count);
}

/**
 * The walked slots inside the band that pass the filter, in walk order, written into `out` (as
 * long as the walk); returns how many. Without a branch per filter: a listing's category,
 * operation or price passes or not at random along the index, and a mispredicted branch per
 * listing was most of the map's time at a million listings (9 → 3.4 ms a whole-country walk
 * with a price and an operation, docs/decisions/map-search.md). `matchesSlot` is the same filter
 * one slot at a time (a test holds them equal).
 */
export function collectPassing(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  walk: Walk,
  out: Uint32Array,
): number {
  if (filter.category === -1 || filter.operation === -1) return 0;
  // A text's listings from its mask, 32 slots a word, rather than every slot of the stretch: a
  // rare text's wide view walked ~900,000 listings at a million, most in words of no match.
  const list = walk.list ?? (filter.textMask ? maskedSlots(filter.textMask, walk.from, walk.to) : null);
  const bits = boundsByBits(snapshot, filter, walk);
  return bits
    ? walkByBits(snapshot, filter, walk, list, bits, out)
    : collectByValues(snapshot, filter, walk, list, out);
}

/**
 * The walk with its numbers compared as doubles: for the bounds and columns `boundsByBits` can't
 * compare by their bits (a bound with more than 20 significant bits, a negative value, an
 * unknown price), in one loop for every filter.
 */
function collectByValues(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  walk: Walk,
  list: Uint32Array | null,
  out: Uint32Array,
): number {
  const { category, operation, states, minPrice, maxPrice, ranges, textMask } = filter;
  const { y, priceUsd, hectares } = snapshot;
  const categories = snapshot.category;
  const operations = snapshot.operation;
  const provinces = snapshot.state;
  const pricedFrom = minPrice !== Number.NEGATIVE_INFINITY;
  const pricedTo = maxPrice !== Number.POSITIVE_INFINITY;
  const { world, y0, y1 } = walk;
  const walked = list ? list.length : walk.to - walk.from;
  // A band holding the whole world (a list search's walk) passes every slot: its column unread,
  // a miss of the processor's cache a slot at a million listings.
  const banded = isBanded(walk);
  let count = 0;
  for (let i = 0; i < walked; i++) {
    const slot = list ? list[i]! : walk.from + i;
    let pass = 1;
    if (banded) {
      const py = y[slot]! * world;
      pass = (bit(py < y0) | bit(py >= y1)) ^ 1;
    }
    // The conditions on what was asked are the same for every slot, so they cost no mispredictions.
    if (category !== 0) pass &= bit(categories[slot] === category);
    if (operation !== 0) pass &= bit(operations[slot] === operation);
    if (states) pass &= states[provinces[slot]!]!;
    if (pricedFrom) pass &= bit(priceUsd[slot]! < minPrice) ^ 1;
    if (pricedTo) pass &= bit(priceUsd[slot]! > maxPrice) ^ 1;
    if (ranges) {
      const area = hectares[slot]!;
      let inRange = 0;
      for (const range of ranges) inRange |= bit(area >= range.min) & bit(area <= range.max);
      pass &= inRange;
    }
    if (textMask) pass &= (textMask[slot >>> 5]! >>> (slot & 31)) & 1;
    // Written always, kept only when it passed: the next slot overwrites it otherwise.
    out[count] = slot;
    count += pass;
  }
  return count;
}

export const isBanded = (walk: Walk) => walk.y0 > 0 || walk.y1 <= walk.world;
