import type { Gazetteer } from './gazetteer.ts';

/** Farther than this from any known town the point is outside the region we serve. */
const MAX_DISTANCE_KM = 250;

export interface ReverseGeocode {
  name: string;
  town: string;
  region: string;
  country: string;
  province: string | null;
  distance_km: number;
}

/** 'Cerca de Pergamino, Buenos Aires': the nearest town and its province, for a picked point. */
export function reverseGeocode(gazetteer: Gazetteer, lat: number, lng: number): ReverseGeocode | null {
  const found = gazetteer.nearest(lat, lng, MAX_DISTANCE_KM);
  if (!found) return null;
  const { town, km } = found;
  const place = town.region ? `${town.name}, ${town.region}` : town.name;
  const suffix =
    town.country === 'AR' || town.province === town.region ? '' : `, ${town.province ?? town.country}`;
  return {
    name: `Cerca de ${place}${suffix}`,
    town: town.name,
    region: town.region,
    country: town.country,
    province: town.province,
    distance_km: Math.round(km * 10) / 10,
  };
}
