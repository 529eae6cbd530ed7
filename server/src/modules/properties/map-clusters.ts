import {
  type Bbox,
  MAP_CLUSTER_MAX_ZOOM,
  MAP_CLUSTER_RADIUS_PX,
  MAP_MAX_POINTS,
  type MapCluster,
  mercatorX,
  mercatorY,
} from '@tranquera/contracts';
import Supercluster, { type PointFeature } from 'supercluster';
import type { Candidates } from './map-facets.ts';
import { collectPassing, matchesSlot, type SlotFilter, type Walk } from './map-filter.ts';
import type { MapSnapshot } from './map-index.ts';
import {
  addLayer,
  addListing,
  CELL_PX,
  type PoolGrid,
  POOL_ZOOM,
  POOLED_FROM_LISTINGS,
  pooledSoon,
  poolsFor,
  poolsOf,
  textPooled,
  textPoolOf,
} from './map-pools.ts';

const TILE_PX = 256;
/**
 * Listings this far outside the visible area still take part in grouping, so a group at the edge
 * is the one the next pan will show. The read area is also snapped to whole tiles (whole cells):
 * a small pan groups the same listings the same way.
 */
const MARGIN_PX = 2 * MAP_CLUSTER_RADIUS_PX;

export interface MapGroups {
  clusters: MapCluster[];
  /** Slots of listings shown as their own marker. */
  points: number[];
}

/** Degrees back from Web Mercator (0–1). */
const lngOf = (x: number) => (x - 0.5) * 360;
const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function pixelBox(bbox: Bbox, world: number): PixelBox {
  return {
    x0: mercatorX(bbox.minLng) * world,
    x1: mercatorX(bbox.maxLng) * world,
    y0: mercatorY(bbox.maxLat) * world,
    y1: mercatorY(bbox.minLat) * world,
  };
}

/**
 * The first slot at or east of `x` (Mercator), or strictly east of it with `after`: slots are
 * sorted west to east, so an area's slots are one range.
 */
function firstSlotFrom(snapshot: MapSnapshot, x: number, after = false): number {
  let low = 0;
  let high = snapshot.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = snapshot.x[middle]!;
    if (value < x || (after && value === x)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A buffer of at least `size` slots, kept between calls (they run one at a time, synchronously). */
let passingSlots = new Uint32Array(0);
function scratch(size: number): Uint32Array {
  if (passingSlots.length < size) passingSlots = new Uint32Array(Math.max(size, passingSlots.length * 2));
  return passingSlots;
}

/** Past MAP_MAX_POINTS, markers come as groups of one: every listing stays on the map. */
function capped(points: number[], snapshot: MapSnapshot, clusters: MapCluster[]): MapGroups {
  for (const slot of points.slice(MAP_MAX_POINTS)) {
    clusters.push({ lat: snapshot.lat[slot]!, lng: snapshot.lng[slot]!, count: 1 });
  }
  return { clusters, points: points.slice(0, MAP_MAX_POINTS) };
}

/** The matching slots inside `bbox`, edges included, at most `limit` of them. */
export function slotsInArea(
  snapshot: MapSnapshot,
  bbox: Bbox,
  matches: (slot: number) => boolean,
  limit = Number.POSITIVE_INFINITY,
): number[] {
  const found: number[] = [];
  const { lat } = snapshot;
  const end = firstSlotFrom(snapshot, mercatorX(bbox.maxLng), true);
  for (
    let slot = firstSlotFrom(snapshot, mercatorX(bbox.minLng));
    slot < end && found.length < limit;
    slot++
  ) {
    const latitude = lat[slot]!;
    if (latitude >= bbox.minLat && latitude <= bbox.maxLat && matches(slot)) found.push(slot);
  }
  return found;
}

/** Close up (past MAP_CLUSTER_MAX_ZOOM): every matching listing in view is its own marker. */
function ungrouped(snapshot: MapSnapshot, matches: (slot: number) => boolean, bbox: Bbox) {
  return capped(slotsInArea(snapshot, bbox, matches), snapshot, []);
}

interface CellProps {
  /** Listings in the cell (or, once reduced, in the group). */
  n: number;
  /** Sums of their Mercator coordinates, for the centre of a group. */
  sx: number;
  sy: number;
  /** The cell's first listing: the marker when it is alone. */
  slot: number;
}

/** The first position of an ascending list holding a value at or above `value`. */
function firstAtLeast(list: Uint32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Pools the walked listings that pass the filter into the grid's cells. */
function poolWalk(snapshot: MapSnapshot, filter: SlotFilter, grid: PoolGrid, walk: Walk) {
  const passing = scratch(walk.list ? walk.list.length : walk.to - walk.from);
  const found = collectPassing(snapshot, filter, walk, passing);
  const { x, y } = snapshot;
  const { columns, rows } = grid;
  // A listing's cell by a multiplication rather than a division per coordinate (a wide view at a
  // million listings pools ~900,000), truncated (`| 0`, the floor of these non-negative values)
  // from the world's origin. Every walked listing lies inside the read area (east of its west
  // edge, before its east edge, inside its band), whose edges are whole cells, so its column and
  // row are inside the grid; the clamps only guard against a rounding on the far edges.
  const cellsPerUnit = walk.world / CELL_PX;
  for (let i = 0; i < found; i++) {
    const slot = passing[i]!;
    // Cells by column: slots run west to east, so one column's cells are near each other in
    // memory (by row, each listing touched a different stretch: 40 % more time at a million).
    const cell =
      Math.min(columns - 1, ((x[slot]! * cellsPerUnit) | 0) - grid.column0) * rows +
      Math.min(rows - 1, ((y[slot]! * cellsPerUnit) | 0) - grid.row0);
    addListing(grid, cell, slot, x[slot]!, y[slot]!);
  }
}

/**
 * The matching listings inside `bbox`, grouped as the map shows them at `zoom`: groups with
 * their count where markers would come closer than MAP_CLUSTER_RADIUS_PX, single listings
 * elsewhere. Listings closer than CELL_PX are first pooled into one weighted point (one pass over
 * the snapshot's columns, or for a wide view the cells pooled beforehand, map-pools.ts), so
 * supercluster groups at most a few thousand points whatever the catalogue's size (one zoom
 * level only: the request's). `pooledFrom`: from how many listings pooled cells are used;
 * `poolNow`: pooled now if they aren't yet, rather than in the background (tests).
 */
export function groupForMap(
  snapshot: MapSnapshot,
  filter: SlotFilter,
  bbox: Bbox,
  zoom: number,
  candidates?: Candidates,
  { pooledFrom = POOLED_FROM_LISTINGS, poolNow = false }: { pooledFrom?: number; poolNow?: boolean } = {},
): MapGroups {
  const world = TILE_PX * 2 ** zoom;
  if (zoom > MAP_CLUSTER_MAX_ZOOM) return ungrouped(snapshot, matchesSlot(snapshot, filter), bbox);
  const view = pixelBox(bbox, world);

  const snap = (value: number, outwards: 1 | -1) =>
    (outwards > 0 ? Math.ceil(value / TILE_PX) : Math.floor(value / TILE_PX)) * TILE_PX;
  const x0 = Math.max(0, snap(view.x0 - MARGIN_PX, -1));
  const y0 = Math.max(0, snap(view.y0 - MARGIN_PX, -1));
  const x1 = Math.min(world, snap(view.x1 + MARGIN_PX, 1));
  const y1 = Math.min(world, snap(view.y1 + MARGIN_PX, 1));
  const columns = Math.max(1, (x1 - x0) / CELL_PX);
  const rows = Math.max(1, (y1 - y0) / CELL_PX);
  const grid: PoolGrid = {
    zoom,
    column0: x0 / CELL_PX,
    row0: y0 / CELL_PX,
    columns,
    rows,
    count: new Uint32Array(columns * rows),
    sumX: new Float64Array(columns * rows),
    sumY: new Float64Array(columns * rows),
    first: new Int32Array(columns * rows),
    occupied: [],
  };
  const from = firstSlotFrom(snapshot, x0 / world);
  const end = firstSlotFrom(snapshot, x1 / world);
  const poolable = zoom <= POOL_ZOOM && snapshot.size >= pooledFrom;
  const pooled = poolable ? poolsFor(filter) : null;
  const pools = pooled && (poolNow ? poolsOf(snapshot) : pooledSoon(snapshot));
  const text = poolable ? textPooled(filter) : null;
  if (text) {
    addLayer(grid, textPoolOf(snapshot, text));
  } else if (pooled && pools) {
    for (const layer of pooled.layers) addLayer(grid, pools.layers[layer]!);
    // Listings in no single band are in none of the bands' pools: walked, as any view would.
    if (pooled.bands) {
      const list = pools.unbanded.subarray(
        firstAtLeast(pools.unbanded, from),
        firstAtLeast(pools.unbanded, end),
      );
      poolWalk(snapshot, filter, grid, { from, to: end, list, world, y0, y1 });
    }
  } else {
    // Only the listings the filter's category or provinces allow, when it names them: the same
    // slots in the same order as the whole strip, so the same groups.
    poolWalk(snapshot, filter, grid, { from, to: end, list: candidates?.(from, end) ?? null, world, y0, y1 });
  }
  // Cells in the grid's order, however they were found: supercluster's groups depend on it.
  const occupied = Int32Array.from(grid.occupied).sort();
  const { count, sumX, sumY, first } = grid;

  const features = Array.from(
    occupied,
    (cell): PointFeature<CellProps> => ({
      type: 'Feature',
      properties: { n: count[cell]!, sx: sumX[cell]!, sy: sumY[cell]!, slot: first[cell]! },
      geometry: {
        type: 'Point',
        coordinates: [lngOf(sumX[cell]! / count[cell]!), latOf(sumY[cell]! / count[cell]!)],
      },
    }),
  );
  const index = new Supercluster<CellProps, CellProps>({
    minZoom: zoom,
    maxZoom: zoom,
    radius: MAP_CLUSTER_RADIUS_PX,
    extent: TILE_PX,
    map: (props) => ({ ...props }),
    reduce: (group, props) => {
      group.n += props.n;
      group.sx += props.sx;
      group.sy += props.sy;
    },
  }).load(features);

  const clusters: MapCluster[] = [];
  const points: number[] = [];
  for (const feature of index.getClusters([bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat], zoom)) {
    const { n, sx, sy, slot } = feature.properties as CellProps;
    if (n === 1) points.push(slot);
    else clusters.push({ lat: round(latOf(sy / n)), lng: round(lngOf(sx / n)), count: n });
  }
  return capped(points, snapshot, clusters);
}
