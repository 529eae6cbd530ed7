import { apiFetch, withQuery } from '../../../lib/api-client.ts';

export interface ReverseGeocode {
  /** 'Cerca de Pergamino, Buenos Aires' */
  name: string;
  /** One of the spec's provinces or countries, when the point falls in one. */
  province: string | null;
}

/** The nearest town and province of a point, computed by our server from a bundled gazetteer. */
export async function reverseGeocode(lat: number, lng: number): Promise<ReverseGeocode> {
  const { location } = await apiFetch<{ location: ReverseGeocode }>(
    withQuery('/api/geo/reverse', { lat: lat.toFixed(6), lng: lng.toFixed(6) }),
  );
  return location;
}
