import type { Province } from '@tranquera/contracts';

/**
 * A point inside each province or country (checked against our reverse geocoder), so a keyboard
 * user can place the marker without the map and then refine it.
 */
export const PROVINCE_CENTRES: Record<Province, { lat: number; lng: number }> = {
  'Buenos Aires': { lat: -36.6, lng: -60.0 },
  Córdoba: { lat: -32.1, lng: -63.8 },
  'Santa Fe': { lat: -30.7, lng: -60.9 },
  'Entre Ríos': { lat: -32.0, lng: -59.2 },
  Formosa: { lat: -24.9, lng: -60.0 },
  Neuquén: { lat: -38.6, lng: -70.1 },
  'San Luis': { lat: -33.8, lng: -66.0 },
  'Santiago del Estero': { lat: -27.8, lng: -63.3 },
  Catamarca: { lat: -27.3, lng: -66.9 },
  Chaco: { lat: -26.4, lng: -60.8 },
  Chubut: { lat: -43.8, lng: -68.5 },
  'La Pampa': { lat: -37.1, lng: -65.4 },
  'La Rioja': { lat: -29.7, lng: -67.2 },
  Mendoza: { lat: -34.6, lng: -68.5 },
  Tucumán: { lat: -26.9, lng: -65.3 },
  'Río Negro': { lat: -40.4, lng: -67.2 },
  Salta: { lat: -25.3, lng: -64.0 },
  'San Juan': { lat: -30.9, lng: -68.9 },
  Misiones: { lat: -26.9, lng: -54.6 },
  Jujuy: { lat: -23.3, lng: -65.6 },
  'Santa Cruz': { lat: -48.8, lng: -69.9 },
  Paraguay: { lat: -23.4, lng: -58.4 },
  Uruguay: { lat: -32.8, lng: -56.0 },
  Bolivia: { lat: -16.7, lng: -64.7 },
};
