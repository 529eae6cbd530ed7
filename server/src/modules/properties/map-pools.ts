import { AREA_RANGES, CATEGORIES, OPERATIONS } from '@tranquera/contracts';
import { maskedSlots, type SlotFilter, setBits } from './map-filter.ts';
import type { MapSnapshot, TextMask } from './map-index.ts';

// A wide map view (the whole country, a region) at a million listings pooled ~900,000 listings
// into its cells on every request (~20 ms of one core, bench/PLANS.md). The map's cells are
// CELL_PX squares counted from the world's origin, so at every zoom a cell is the union of four
// cells of the next zoom: listings pooled once per snapshot into the cells of POOL_ZOOM, apart
// for each category, operation and area band a filter can ask, make any view at POOL_ZOOM or
// wider out of a few thousand pooled cells. Views with a province, a price or a text, and closer
// views, still walk their listings (map-clusters.ts).

/**
 * The side of a map cell in screen pixels: 8 to a 256 px tile. Listings in one cell are at most
 * 45 px apart, inside the grouping radius (60 px), so supercluster would mostly group them
 * anyway; with 16 px cells it grouped four times the points, a quarter of the map's CPU at a
 * million listings (bench/PLANS.md, "nineteenth session").
 */
export const CELL_PX = 32;
/**
 * The zoom whose cells are pooled: views up to this zoom are made from them. Zoom 8's 32 px cells
 * are as many as zoom 7's of 16 px were: the same memory, and views of zoom 8 pooled too.
 */
export const POOL_ZOOM = 8;
/**
 * From this many listings a snapshot's cells are pooled, on the first view that can use them.
 * Below, walking a whole-country view costs a few milliseconds and the pools' memory is not
 * worth it (PGlite's server at 100,000 listings stays under 400 MB, issue 9).
 */
export const POOLED_FROM_LISTINGS = 200_000;

/** POOL_ZOOM's cells along one side of the world. */
const POOL_CELLS = (256 * 2 ** POOL_ZOOM) / CELL_PX;

/** The area bands the search offers (`hectares=`), as the filter parses them. */
export const AREA_BANDS = AREA_RANGES.map(({ value }) => {
  const [min, max] = value.split('-').map(Number);
  return { min: min!, max: max! };
});
/** Pooled apart: any band or one of them; any, or one category; any, or one operation. */
const BAND_KEYS = AREA_BANDS.length + 1;
const OPERATION_KEYS = OPERATIONS.length + 1;
const CATEGORY_KEYS = CATEGORIES.length + 1;

/** One pool: its occupied cells, west to east then north to south. */
export interface PoolLayer {
  column: Uint16Array;
  row: Uint16Array;
  count: Uint32Array;
  sumX: Float64Array;
  sumY: Float64Array;
  /** The cell's first slot: its marker when alone. */
  first: Uint32Array;
}

export interface MapPools {
  /** By `layerOf(category, operation, band)`; band 0 is any band, b + 1 the band AREA_BANDS[b]. */
  layers: PoolLayer[];
  /**
   * Slots in no single band (unknown area, or on the bound two bands share: 50, 100…), ascending:
   * a view filtered by bands walks them beside its bands' pools.
   */
  unbanded: Uint32Array;
}

const layerOf = (category: number, operation: number, band: number) =>
  (category * OPERATION_KEYS + operation) * BAND_KEYS + band;

/** The one band holding `hectares`, or -1 (none, or two). */
function bandOf(hectares: number): number {
  let found = -1;
  for (let band = 0; band < AREA_BANDS.length; band++) {
    if (hectares >= AREA_BANDS[band]!.min && hectares <= AREA_BANDS[band]!.max) {
      if (found !== -1) return -1;
      found = band;
    }
  }
  return found;
}

/** A layer's cells as they are found (west to east, then north to south), grown by doubling. */
class GrowingLayer {
  length = 0;
  cells = poolLayer(16);
  push(column: number, row: number, count: number, sumX: number, sumY: number, first: number) {
    if (this.length === this.cells.count.length)
      this.cells = copied(this.cells, this.length, this.length * 2);
    const at = this.length++;
    this.cells.column[at] = column;
    this.cells.row[at] = row;
    this.cells.count[at] = count;
    this.cells.sumX[at] = sumX;
    this.cells.sumY[at] = sumY;
    this.cells.first[at] = first;
  }
  /** Its cells, in arrays of their size. */
  done(): PoolLayer {
    return copied(this.cells, this.length, this.length);
  }
}

function copied(cells: PoolLayer, length: number, capacity: number): PoolLayer {
  const copy = poolLayer(capacity);
  for (const key of FIELDS) copy[key].set(cells[key].subarray(0, length) as never);
  return copy;
}

const FIELDS = ['column', 'row', 'count', 'sumX', 'sumY', 'first'] as const;

const poolLayer = (capacity: number): PoolLayer => ({
  column: new Uint16Array(capacity),
  row: new Uint16Array(capacity),
  count: new Uint32Array(capacity),
  sumX: new Float64Array(capacity),
  sumY: new Float64Array(capacity),
  first: new Uint32Array(capacity),
});

/** The pool of cell `(column, row)` at POOL_ZOOM of a Mercator coordinate. */
const poolCell = (value: number) => Math.min(POOL_CELLS - 1, (value * POOL_CELLS) | 0);

const LAYERS = CATEGORY_KEYS * OPERATION_KEYS * BAND_KEYS;

/**
 * Pools a snapshot: one pass over the slots, ~8 pool updates each (at a million listings ~35 MB,
 * ~200 ms of this machine's core: yields after each pool column so it can run in slices). Slots
 * run west to east, so a pool column's listings are one run of them, pooled in a table of that
 * column's cells (every row, every layer), then written out.
 */
function* pooling(snapshot: MapSnapshot): Generator<void, MapPools> {
  const { size, x, y, hectares, category: categories, operation: operations } = snapshot;
  let minRow = POOL_CELLS;
  let maxRow = -1;
  for (let slot = 0; slot < size; slot++) {
    const row = poolCell(y[slot]!);
    if (row < minRow) minRow = row;
    if (row > maxRow) maxRow = row;
  }
  const height = Math.max(0, maxRow - minRow + 1);
  // One column's cells, at row × LAYERS + layer.
  const count = new Uint32Array(height * LAYERS);
  const sumX = new Float64Array(height * LAYERS);
  const sumY = new Float64Array(height * LAYERS);
  const first = new Uint32Array(height * LAYERS);
  const add = (at: number, slot: number, listingX: number, listingY: number) => {
    if (count[at] === 0) first[at] = slot;
    count[at]!++;
    sumX[at]! += listingX;
    sumY[at]! += listingY;
  };
  const unbanded: number[] = [];
  const layers = Array.from({ length: LAYERS }, () => new GrowingLayer());
  let slot = 0;
  while (slot < size) {
    yield;
    const column = poolCell(x[slot]!);
    let minAt = count.length;
    let maxAt = -1;
    for (; slot < size && poolCell(x[slot]!) === column; slot++) {
      const band = bandOf(hectares[slot]!);
      if (band === -1) unbanded.push(slot);
      const listingX = x[slot]!;
      const listingY = y[slot]!;
      const row = (poolCell(listingY) - minRow) * LAYERS;
      const category = categories[slot]!;
      const operation = operations[slot]!;
      // Its pools: any or its category, × any or its operation, × any or its band.
      const categoryKeys = category > 0 && category < CATEGORY_KEYS ? 2 : 1;
      const operationKeys = operation > 0 && operation < OPERATION_KEYS ? 2 : 1;
      for (let c = 0; c < categoryKeys; c++) {
        for (let o = 0; o < operationKeys; o++) {
          const at = row + layerOf(c === 0 ? 0 : category, o === 0 ? 0 : operation, 0);
          add(at, slot, listingX, listingY);
          if (band !== -1) add(at + band + 1, slot, listingX, listingY);
        }
      }
      if (row < minAt) minAt = row;
      if (row + LAYERS - 1 > maxAt) maxAt = row + LAYERS - 1;
    }
    // Rows north to south: each layer's cells come out west to east, then north to south.
    for (let at = minAt; at <= maxAt; at++) {
      if (count[at] === 0) continue;
      layers[at % LAYERS]!.push(
        column,
        minRow + Math.floor(at / LAYERS),
        count[at]!,
        sumX[at]!,
        sumY[at]!,
        first[at]!,
      );
      count[at] = 0;
      sumX[at] = 0;
      sumY[at] = 0;
    }
  }
  const done: PoolLayer[] = [];
  for (const layer of layers) {
    yield;
    done.push(layer.done());
  }
  return { layers: done, unbanded: Uint32Array.from(unbanded) };
}

/** The snapshot's pools, made now if they aren't yet. */
export function poolsOf(snapshot: MapSnapshot): MapPools {
  if (!snapshot.pools) {
    const steps = pooling(snapshot);
    let step = steps.next();
    while (!step.done) step = steps.next();
    snapshot.pools = step.value;
  }
  return snapshot.pools;
}

/** How long a slice of pooling in the background may hold the event loop. */
const SLICE_MS = 5;
const poolingNow = new WeakSet<MapSnapshot>();

/**
 * The snapshot's pools if they are made; if not, they start being made in the background, in
 * slices of SLICE_MS between other work, and null is returned (the view walks its listings
 * meanwhile): no request waits ~200 ms for them after a write at a million listings.
 */
export function pooledSoon(snapshot: MapSnapshot): MapPools | null {
  if (snapshot.pools) return snapshot.pools;
  if (poolingNow.has(snapshot)) return null;
  poolingNow.add(snapshot);
  const steps = pooling(snapshot);
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    let step = steps.next();
    while (!step.done && performance.now() < until) step = steps.next();
    if (!step.done) setImmediate(slice);
    else {
      snapshot.pools = step.value;
      poolingNow.delete(snapshot);
    }
  };
  setImmediate(slice);
  return null;
}

/**
 * The pools a filter's listings are in, or null when it asks what they don't keep apart (a
 * province, a price, a text, an area range the search doesn't offer). `bands`: whether the
 * unbanded slots must be walked beside them.
 */
export function poolsFor(filter: SlotFilter): { layers: number[]; bands: boolean } | null {
  const { category, operation, states, minPrice, maxPrice, ranges, textMask } = filter;
  if (states || textMask || category < 0 || operation < 0) return null;
  if (minPrice !== Number.NEGATIVE_INFINITY || maxPrice !== Number.POSITIVE_INFINITY) return null;
  if (!ranges) return { layers: [layerOf(category, operation, 0)], bands: false };
  const bands = new Set<number>();
  for (const range of ranges) {
    const band = AREA_BANDS.findIndex((known) => known.min === range.min && known.max === range.max);
    if (band === -1) return null;
    bands.add(band);
  }
  return {
    layers: [...bands].sort((a, b) => a - b).map((band) => layerOf(category, operation, band + 1)),
    bands: true,
  };
}

/**
 * From how many listings a text's own pool is made: below, its wide view walks fewer listings
 * than a pool's cells (up to ~15,000 at zoom 8 over the four countries).
 */
export const TEXT_POOLED_FROM = 20_000;
/** Texts pooled, the least recently used let go past it (a pool is up to ~400 KB, its mask 125 KB at a million). */
const TEXT_POOLS_KEPT = 64;
const textPools = new Map<TextMask, PoolLayer>();

/**
 * The text mask of a filter asking a text alone (nothing else pools apart: a text with a
 * category or a price still walks), when it holds TEXT_POOLED_FROM listings or more.
 */
export function textPooled(filter: SlotFilter): TextMask | null {
  const { category, operation, states, minPrice, maxPrice, ranges, textMask } = filter;
  if (!textMask || category !== 0 || operation !== 0 || states || ranges) return null;
  if (minPrice !== Number.NEGATIVE_INFINITY || maxPrice !== Number.POSITIVE_INFINITY) return null;
  return setBits(textMask) >= TEXT_POOLED_FROM ? textMask : null;
}

/**
 * A text's listings pooled into POOL_ZOOM's cells, made on its first wide view (one walk of its
 * listings, as that view would walk anyway) and kept while its mask is among the texts pooled
 * most recently. A wide view of a common word ('campo', 'venta') at a million listings pooled its
 * 200,000–400,000 listings on every request (bench/PLANS.md, "nineteenth session"). A mask belongs
 * to one snapshot's slots (a write makes new masks), so its pool is never stale.
 */
export function textPoolOf(snapshot: MapSnapshot, mask: TextMask): PoolLayer {
  let layer = textPools.get(mask);
  if (layer) textPools.delete(mask);
  else layer = poolSlots(snapshot, maskedSlots(mask, 0, snapshot.size));
  if (textPools.size >= TEXT_POOLS_KEPT) textPools.delete(textPools.keys().next().value!);
  textPools.set(mask, layer);
  return layer;
}

/** Listings (ascending slots) pooled into one layer of POOL_ZOOM's cells, as `pooling` does each. */
function poolSlots(snapshot: MapSnapshot, slots: Uint32Array): PoolLayer {
  const { x, y } = snapshot;
  // One pool column's cells, by row (`occupied`: its rows).
  const cells: CellTable = {
    count: new Uint32Array(POOL_CELLS),
    sumX: new Float64Array(POOL_CELLS),
    sumY: new Float64Array(POOL_CELLS),
    first: new Int32Array(POOL_CELLS),
    occupied: [],
  };
  const { count, sumX, sumY, first, occupied: rows } = cells;
  const layer = new GrowingLayer();
  let i = 0;
  while (i < slots.length) {
    const poolColumn = poolCell(x[slots[i]!]!);
    for (; i < slots.length && poolCell(x[slots[i]!]!) === poolColumn; i++) {
      const slot = slots[i]!;
      addListing(cells, poolCell(y[slot]!), slot, x[slot]!, y[slot]!);
    }
    // North to south, as `pooling` writes them out.
    for (const row of rows.sort((a, b) => a - b)) {
      layer.push(poolColumn, row, count[row]!, sumX[row]!, sumY[row]!, first[row]!);
      count[row] = 0;
      sumX[row] = 0;
      sumY[row] = 0;
    }
    rows.length = 0;
  }
  return layer.done();
}

/** Cells of listings: how many, the sums of their coordinates, the first one; the cells occupied, as found. */
export interface CellTable {
  count: Uint32Array;
  sumX: Float64Array;
  sumY: Float64Array;
  first: Int32Array;
  occupied: number[];
}

/** Adds a listing (its slot and Mercator coordinates) to cell `cell` of the table. */
export function addListing(table: CellTable, cell: number, slot: number, x: number, y: number) {
  if (table.count[cell] === 0) {
    table.occupied.push(cell);
    table.first[cell] = slot;
  }
  table.count[cell]!++;
  table.sumX[cell]! += x;
  table.sumY[cell]! += y;
}

/** Where a view reads the pools: its cells at `zoom`, columns `column0`… and rows `row0`…. */
export interface PoolGrid extends CellTable {
  zoom: number;
  column0: number;
  row0: number;
  columns: number;
  rows: number;
}

/** The first entry of a layer at or east of pool column `column`. */
function firstEntryFrom(layer: PoolLayer, column: number): number {
  let low = 0;
  let high = layer.column.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (layer.column[middle]! < column) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Adds a layer's cells inside the grid to it (each pool cell inside one of the view's cells). */
export function addLayer(grid: PoolGrid, layer: PoolLayer) {
  const shift = POOL_ZOOM - grid.zoom;
  const { columns, rows, count, sumX, sumY, first, occupied } = grid;
  const end = firstEntryFrom(layer, (grid.column0 + columns) << shift);
  for (let i = firstEntryFrom(layer, grid.column0 << shift); i < end; i++) {
    const row = (layer.row[i]! >> shift) - grid.row0;
    if (row < 0 || row >= rows) continue;
    const cell = ((layer.column[i]! >> shift) - grid.column0) * rows + row;
    // A cell's slot is shown only when it holds one listing: any of its pools' first slots will do.
    if (count[cell] === 0) {
      occupied.push(cell);
      first[cell] = layer.first[i]!;
    }
    count[cell]! += layer.count[i]!;
    sumX[cell]! += layer.sumX[i]!;
    sumY[cell]! += layer.sumY[i]!;
  }
}
