// Map search (issue 13): the limits, the area format and the Spanish texts shared by the map
// endpoint, the listing search's `bbox` filter and the web's map view. No zod here: the search
// page's first load imports this module (its schemas are in map-api.ts).

/** The closest zoom the map offers (OpenStreetMap's tiles go to 19). */
export const MAP_MAX_ZOOM = 18;
/** Past this zoom the map shows every listing as its own marker, never grouped. */
export const MAP_CLUSTER_MAX_ZOOM = 15;
/** How close (screen pixels) two markers may come before they are grouped. */
export const MAP_CLUSTER_RADIUS_PX = 60;
/**
 * The largest area one map request may ask for, in screen pixels at its zoom each way (a 4K
 * screen): a huge area at a close zoom would be every listing as a marker.
 */
export const MAP_MAX_VIEWPORT_PX = 4096;
/** Markers one answer carries at most; past it the rest come as groups of one. */
export const MAP_MAX_POINTS = 500;
/** Decimals an area keeps in a URL (about 1 m). */
const BBOX_DECIMALS = 5;

/** An area of the map: west, south, east and north edges in degrees. */
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

/**
 * `minLng,minLat,maxLng,maxLat` (the order of GeoJSON and most map APIs) → the area, or null when
 * it is not four numbers within the globe with each minimum below its maximum.
 */
export function parseBbox(raw: string): Bbox | null {
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !NUMBER.test(part))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const lngOk = minLng >= -180 && maxLng <= 180 && minLng < maxLng;
  const latOk = minLat >= -90 && maxLat <= 90 && minLat < maxLat;
  return lngOk && latOk ? { minLng, minLat, maxLng, maxLat } : null;
}

const rounded = (value: number) => Number(value.toFixed(BBOX_DECIMALS));

/** The area as the `bbox` parameter, rounded to about a metre. */
export function formatBbox(bbox: Bbox): string {
  return [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].map(rounded).join(',');
}

/** Web Mercator, as the map draws it: x and y in [0, 1] across the world (y grows southwards). */
export function mercatorX(lng: number): number {
  return lng / 360 + 0.5;
}
export function mercatorY(lat: number): number {
  const sin = Math.sin((Math.max(-85.05113, Math.min(85.05113, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** How many screen pixels the area spans each way at `zoom` (256-pixel tiles). */
export function bboxPixels(bbox: Bbox, zoom: number): { width: number; height: number } {
  const world = 256 * 2 ** zoom;
  return {
    width: (mercatorX(bbox.maxLng) - mercatorX(bbox.minLng)) * world,
    height: (mercatorY(bbox.minLat) - mercatorY(bbox.maxLat)) * world,
  };
}

export const MAP_SEARCH_TEXT = {
  // The API's 400 answers.
  invalidBbox:
    'El parámetro bbox debe tener la forma minLng,minLat,maxLng,maxLat: longitudes entre -180 y 180, latitudes entre -90 y 90, cada mínimo menor que su máximo.',
  invalidZoom: `El parámetro zoom debe ser un número entero entre 0 y ${MAP_MAX_ZOOM}.`,
  areaTooLarge: 'El área pedida es demasiado grande para ese zoom. Acercá el mapa o pedí un zoom menor.',
  // The search page.
  viewLabel: 'Ver resultados en',
  list: 'Lista',
  map: 'Mapa',
  searchThisArea: 'Buscar en esta zona',
  areaChip: 'Zona del mapa',
  removeArea: 'Quitar zona del mapa',
  mapLabel: 'Mapa de campos',
  loading: 'Cargando el mapa…',
  failed: 'No pudimos cargar los campos del mapa.',
  retry: 'Reintentar',
  noneHere: 'No hay campos con estos filtros en esta zona del mapa.',
  inViewOne: '1 campo en esta zona del mapa',
  inView: (count: string) => `${count} campos en esta zona del mapa`,
  keyboardHint:
    'Con el mapa enfocado, las flechas lo mueven y + y − cambian el zoom; Tab recorre los grupos y los campos.',
  cluster: (count: string) => `${count} campos en esta zona. Acercar`,
  marker: (title: string) => `Campo: ${title}`,
  seeListing: 'Ver campo',
  closeCard: 'Cerrar',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
} as const;
