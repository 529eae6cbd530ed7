import { type Bbox, formatBbox } from '@tranquera/contracts';
import type { MapPosition } from '../search/results-view.ts';

/** The map's box on the page, the same while its code loads and once it shows. */
export const MAP_FRAME =
  'relative h-[70vh] min-h-[24rem] max-h-[48rem] overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200';

/** Argentina, Paraguay, Uruguay and Bolivia: where the map opens without a place of its own. */
export const SERVICE_AREA: Bbox = { minLng: -73.6, minLat: -55.1, maxLng: -53.6, maxLat: -9.6 };

/** The edges of what a map shows (Leaflet's LatLngBounds has these getters). */
export interface VisibleEdges {
  getWest(): number;
  getSouth(): number;
  getEast(): number;
  getNorth(): number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The visible area as the API takes it: within the one world (a map zoomed out past the world's
 * width shows copies beside it), rounded to about a metre. Null when nothing of the world shows.
 */
export function visibleBbox(edges: VisibleEdges): Bbox | null {
  const round = (value: number) => Number(value.toFixed(5));
  const bbox = {
    minLng: round(clamp(edges.getWest(), -180, 180)),
    minLat: round(clamp(edges.getSouth(), -85, 85)),
    maxLng: round(clamp(edges.getEast(), -180, 180)),
    maxLat: round(clamp(edges.getNorth(), -85, 85)),
  };
  return bbox.minLng < bbox.maxLng && bbox.minLat < bbox.maxLat ? bbox : null;
}

/** Where the map opens: where it was left (the URL), else the area searched, else the four countries. */
export type InitialView = { position: MapPosition } | { bounds: Bbox };

export function initialView(position: MapPosition | null, area: Bbox | undefined): InitialView {
  if (position) return { position };
  return { bounds: area ?? SERVICE_AREA };
}

/** Leaflet's [[south, west], [north, east]]. */
export const leafletBounds = (bbox: Bbox): [[number, number], [number, number]] => [
  [bbox.minLat, bbox.minLng],
  [bbox.maxLat, bbox.maxLng],
];

/** The query key's form of an area: equal areas, equal keys. */
export const areaKey = (bbox: Bbox, zoom: number) => ({ bbox: formatBbox(bbox), zoom });

/** Listings a map answer shows, grouped or not. */
export function listingsShown(answer: { clusters: { count: number }[]; points: unknown[] }): number {
  return answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.points.length;
}
