import type { ReverseGeocodeLocation, ReverseGeocodeResponse } from '@tranquera/contracts';
import { apiFetch, withQuery } from '../../../lib/api-client.ts';

/** The nearest town and province of a point, computed by our server from a bundled gazetteer. */
export async function reverseGeocode(lat: number, lng: number): Promise<ReverseGeocodeLocation> {
  const { location } = await apiFetch<ReverseGeocodeResponse>(
    withQuery('/api/geo/reverse', { lat: lat.toFixed(6), lng: lng.toFixed(6) }),
  );
  return location;
}
