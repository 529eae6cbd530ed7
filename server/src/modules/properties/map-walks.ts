import type { MapSnapshot } from './map-index.ts';
import { isBanded, type SlotFilter, type Walk } from './map-filter.ts';

// The map's walk (`collectPassing`) with its numbers compared by their bits, as 32-bit integers,
// the answer in a sign bit, and in a loop compiled for the conditions asked. JavaScript compiles a
// comparison of doubles to a branch, mispredicted for a listing in two or three on a price bound,
// where integer arithmetic has none; and one loop testing at each slot which conditions were asked
// ran at half the speed of a loop holding only those (a whole-country walk with a price at a
// million listings: 5.4 ms as doubles, 6.9 by bits in one loop for every filter, 3.4 in its own
// loop; bench/PLANS.md, "nineteenth session").

/** A double's two words in an Int32Array over its bytes: the high one holds its sign, exponent and first 20 bits. */
const HIGH = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 1 : 0;
const LOW = 1 - HIGH;

const oneDouble = new Float64Array(1);
const itsWords = new Int32Array(oneDouble.buffer);

/**
 * A bound's high word, when comparing a column's values with it by their bits is exact: a finite
 * bound ≥ +0 whose low word is 0 (every integer below 2^21, every tile's edge at zooms up to 20).
 * Values ≥ +0 order as their words do, high then low, so then `v ≥ b` ⟺ `high(v) ≥ high(b)` and
 * `v ≤ b` ⟺ `high(v) + (low(v) ≠ 0) ≤ high(b)`.
 */
export function boundWord(bound: number): number | null {
  if (!(bound >= 0) || bound === Number.POSITIVE_INFINITY || Object.is(bound, -0)) return null;
  oneDouble[0] = bound;
  return itsWords[LOW] === 0 ? itsWords[HIGH]! : null;
}

/** A column's words, and what its values are. */
interface ColumnWords {
  words: Int32Array;
  /** No value negative (nor -0) nor infinite: NaN (of positive sign) allowed. */
  ordered: boolean;
  /** Ordered, and no NaN. */
  finite: boolean;
}

const wordsOfColumns = new WeakMap<Float64Array, ColumnWords>();

/** Looked at once per column: a snapshot's columns are written before it serves, never after. */
function wordsOf(column: Float64Array): ColumnWords {
  const known = wordsOfColumns.get(column);
  if (known) return known;
  const words = new Int32Array(column.buffer, column.byteOffset, column.length * 2);
  let ordered = true;
  let finite = true;
  for (let high = HIGH; high < words.length; high += 2) {
    const word = words[high]!;
    if (word < 0 || (word === 0x7ff00000 && words[high - HIGH + LOW] === 0)) {
      ordered = false;
      break;
    }
    if (word >= 0x7ff00000) finite = false;
  }
  const found = { words, ordered, finite: ordered && finite };
  wordsOfColumns.set(column, found);
  return found;
}

/** The filter's numbers as words (null: not asked). */
export interface BitBounds {
  /** The band: `high(y) ≥ yFrom` and `high(y) < yTo`. */
  yFrom: number | null;
  yTo: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  /** Each area range's lowest and highest words, one after the other. */
  ranges: Int32Array | null;
}

/**
 * The filter's bounds as words, or null when a comparison by bits wouldn't be exact. As doubles,
 * a price of NaN passes `price < min` and `price > max` unbounded, so its column must hold none;
 * an area of NaN is in no range, as its words (above any finite bound's) say too.
 */
export function boundsByBits(snapshot: MapSnapshot, filter: SlotFilter, walk: Walk): BitBounds | null {
  const bits: BitBounds = { yFrom: null, yTo: null, priceFrom: null, priceTo: null, ranges: null };
  if (isBanded(walk)) {
    // The band's edges in Mercator units: exact when the world is a power of two, as a map's is.
    bits.yFrom = boundWord(Math.max(0, walk.y0 / walk.world));
    bits.yTo = boundWord(walk.y1 / walk.world);
    if (!wordsOf(snapshot.y).finite || bits.yFrom === null || bits.yTo === null) return null;
  }
  const { minPrice, maxPrice } = filter;
  if (minPrice !== Number.NEGATIVE_INFINITY || maxPrice !== Number.POSITIVE_INFINITY) {
    if (!wordsOf(snapshot.priceUsd).finite) return null;
    bits.priceFrom = minPrice === Number.NEGATIVE_INFINITY ? null : boundWord(Math.max(0, minPrice));
    bits.priceTo = maxPrice === Number.POSITIVE_INFINITY ? null : boundWord(maxPrice);
    if (bits.priceFrom === null && minPrice !== Number.NEGATIVE_INFINITY) return null;
    if (bits.priceTo === null && maxPrice !== Number.POSITIVE_INFINITY) return null;
  }
  if (filter.ranges) {
    if (!wordsOf(snapshot.hectares).ordered) return null;
    bits.ranges = new Int32Array(filter.ranges.length * 2);
    for (const [r, range] of filter.ranges.entries()) {
      const from = boundWord(Math.max(0, range.min));
      const to = boundWord(range.max);
      if (from === null || to === null) return null;
      bits.ranges[2 * r] = from;
      bits.ranges[2 * r + 1] = to;
    }
  }
  return bits;
}

/** What a compiled walk reads: its slots, the columns asked and their bounds. */
interface WalkInputs {
  list: Int32Array | null;
  from: number;
  walked: number;
  y: Int32Array;
  yFrom: number;
  yTo: number;
  categories: Uint8Array;
  category: number;
  operations: Uint8Array;
  operation: number;
  provinces: Uint8Array;
  states: Uint8Array | null;
  price: Int32Array;
  priceFrom: number;
  priceTo: number;
  area: Int32Array;
  ranges: Int32Array | null;
  mask: Uint32Array | null;
}
type CompiledWalk = (inputs: WalkInputs, out: Uint32Array) => number;

/**
 * A value's least high word at or above it (`atMost(v) ≤ high(b)` ⟺ `v ≤ b`): its high word, plus
 * 1 when the low word isn't 0, without a branch (the low word halved, its last bit kept, is ≥ 0
 * and 0 only for 0).
 */
const atMost = (column: string) =>
  `(${column}[high] + ((0 - ((${column}[high + ${LOW - HIGH}] >>> 1) | (${column}[high + ${LOW - HIGH}] & 1))) >>> 31))`;

/** Each condition's test, a number whose sign bit is set when the slot fails it. */
const TESTS = {
  band: '(y[high] - yFrom) | (yTo - 1 - y[high])',
  // Codes of a byte: the difference is negative when they differ.
  category: '0 - (categories[slot] ^ category)',
  operation: '0 - (operations[slot] ^ operation)',
  states: 'states[provinces[slot]] - 1',
  priceFrom: 'price[high] - priceFrom',
  priceTo: `priceTo - ${atMost('price')}`,
  ranges: 'inRanges(area, high, ranges)',
  mask: '((mask[slot >>> 5] >>> (slot & 31)) & 1) - 1',
} as const;
type Condition = keyof typeof TESTS;

/** -1 (every bit set) when the area of the slot at `high` is in none of the ranges, else ≥ 0. */
function inRanges(area: Int32Array, high: number, ranges: Int32Array): number {
  const value = area[high]!;
  const ceiling =
    area[high]! + ((0 - ((area[high + LOW - HIGH]! >>> 1) | (area[high + LOW - HIGH]! & 1))) >>> 31);
  let outside = -1;
  for (let r = 0; r < ranges.length; r += 2) outside &= (value - ranges[r]!) | (ranges[r + 1]! - ceiling);
  return outside;
}

const compiled = new Map<string, CompiledWalk>();

/**
 * The walk's loop for these conditions, compiled once per set of them (at most 2^9). Its source
 * is made of the fixed text above only (the filter's values are its inputs), as Fastify compiles
 * its serializers and Ajv its validators.
 */
function compiledWalk(conditions: Condition[], listed: boolean): CompiledWalk {
  const key = `${listed ? 'list' : 'stretch'}:${conditions.join(',')}`;
  let walk = compiled.get(key);
  if (!walk) {
    const source = `
      const { list, from, walked, y, yFrom, yTo, categories, category, operations, operation,
        provinces, states, price, priceFrom, priceTo, area, ranges, mask } = inputs;
      let count = 0;
      for (let i = 0; i < walked; i++) {
        const slot = ${listed ? 'list[i]' : 'from + i'};
        const high = 2 * slot + ${HIGH};
        const fail = 0${conditions.map((condition) => ` | (${TESTS[condition]})`).join('')};
        // Written always, kept only when it passed: the next slot overwrites it otherwise.
        out[count] = slot;
        count += (fail >>> 31) ^ 1;
      }
      return count;`;
    walk = new Function('inRanges', `return function walk(inputs, out) {${source}}`)(
      inRanges,
    ) as CompiledWalk;
    compiled.set(key, walk);
  }
  return walk;
}

const NO_WORDS = new Int32Array(0);
const NO_CODES = new Uint8Array(0);

/** The walked slots inside the band that pass the filter, compared by their bits (`collectPassing`). */
export function walkByBits(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  walk: Walk,
  list: Uint32Array | null,
  bits: BitBounds,
  out: Uint32Array,
): number {
  const { category, operation, states, textMask } = filter;
  const asked: Record<Condition, boolean> = {
    band: bits.yFrom !== null && bits.yTo !== null,
    category: category !== 0,
    operation: operation !== 0,
    states: states !== null,
    priceFrom: bits.priceFrom !== null,
    priceTo: bits.priceTo !== null,
    ranges: bits.ranges !== null,
    mask: textMask !== null,
  };
  const conditions = (Object.keys(TESTS) as Condition[]).filter((condition) => asked[condition]);
  return compiledWalk(conditions, list !== null)(
    {
      // Slots as signed integers: an unsigned one may be past 2^31, so the loop's arithmetic on
      // it would be in doubles.
      list: list && new Int32Array(list.buffer, list.byteOffset, list.length),
      from: walk.from,
      walked: list ? list.length : walk.to - walk.from,
      y: asked.band ? wordsOf(snapshot.y).words : NO_WORDS,
      yFrom: bits.yFrom ?? 0,
      yTo: bits.yTo ?? 0,
      categories: snapshot.category,
      category,
      operations: snapshot.operation,
      operation,
      provinces: snapshot.state,
      states: states ?? NO_CODES,
      price: asked.priceFrom || asked.priceTo ? wordsOf(snapshot.priceUsd).words : NO_WORDS,
      priceFrom: bits.priceFrom ?? 0,
      priceTo: bits.priceTo ?? 0,
      area: asked.ranges ? wordsOf(snapshot.hectares).words : NO_WORDS,
      ranges: bits.ranges,
      mask: textMask,
    },
    out,
  );
}
