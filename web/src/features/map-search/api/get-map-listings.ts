import type { MapResponse, MapSearchParams, PropertySearchFilters } from '@tranquera/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

/** The search's filters as the map takes them: the order and the list's own area mean nothing here. */
export type MapFilters = Omit<PropertySearchFilters, 'sort' | 'bbox'>;

/** What the map shows: its visible area (`minLng,minLat,maxLng,maxLat`) and zoom. */
export interface MapArea {
  bbox: string;
  zoom: number;
}

export function getMapListings(filters: MapFilters, area: MapArea) {
  const query: MapSearchParams = { ...filters, bbox: area.bbox, zoom: String(area.zoom) };
  return apiFetch<MapResponse>(withQuery('/api/properties/map', query));
}

/** Under 'properties', so whatever refreshes listings after a write refreshes the map too. */
export function mapListingsQuery(filters: MapFilters, area: MapArea) {
  return queryOptions({
    queryKey: ['properties', 'map', filters, area],
    queryFn: () => getMapListings(filters, area),
  });
}
