/**
 * How the results are shown, kept in the URL like the filters: `vista=mapa` for the map (the
 * list is the default), and `mapa=zoom/lat/lng` for where the map was left, so a reload, a
 * shared link or the back button from a listing returns to the same view.
 */
export type ResultsView = 'lista' | 'mapa';

const VIEW = 'vista';
const MAP_POSITION = 'mapa';

export interface MapPosition {
  zoom: number;
  lat: number;
  lng: number;
}

export function resultsViewOf(params: URLSearchParams): ResultsView {
  return params.get(VIEW) === 'mapa' ? 'mapa' : 'lista';
}

/** The same query on another view (the list is the default, so it leaves no parameter). */
export function withResultsView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'mapa') next.set(VIEW, 'mapa');
  else next.delete(VIEW);
  return next;
}

/** The parameters that say how results are shown, not which: clearing the filters keeps them. */
export function viewParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const key of [VIEW, MAP_POSITION]) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept;
}

const POSITION = /^(\d{1,2})\/(-?\d{1,2}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)$/;

export function mapPositionOf(params: URLSearchParams): MapPosition | null {
  const match = POSITION.exec(params.get(MAP_POSITION) ?? '');
  if (!match) return null;
  const [zoom, lat, lng] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return Math.abs(lat) <= 85 && Math.abs(lng) <= 180 ? { zoom, lat, lng } : null;
}

export function withMapPosition(params: URLSearchParams, position: MapPosition): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(MAP_POSITION, `${position.zoom}/${position.lat.toFixed(5)}/${position.lng.toFixed(5)}`);
  return next;
}
