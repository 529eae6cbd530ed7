import type { Province } from '@tranquera/contracts';
import type { RegionName } from './demo-regions.ts';

export interface Town {
  state: Province;
  /** Real coordinates of the town (a few towns on a border are nudged inland). */
  lat: number;
  lng: number;
  region: RegionName;
}

/** Real towns near which the demo fields lie, keyed by the name shown as nearest town. */
export const TOWNS = {
  Pergamino: { state: 'Buenos Aires', lat: -33.89, lng: -60.57, region: 'nucleo' },
  Tandil: { state: 'Buenos Aires', lat: -37.32, lng: -59.13, region: 'sudeste' },
  Chascomús: { state: 'Buenos Aires', lat: -35.57, lng: -58.05, region: 'salado' },
  Bragado: { state: 'Buenos Aires', lat: -35.12, lng: -60.49, region: 'nucleo' },
  'San Antonio de Areco': { state: 'Buenos Aires', lat: -34.25, lng: -59.47, region: 'nucleo' },
  'Trenque Lauquen': { state: 'Buenos Aires', lat: -35.97, lng: -62.73, region: 'oeste' },
  Azul: { state: 'Buenos Aires', lat: -36.78, lng: -59.86, region: 'sudeste' },
  'Río Cuarto': { state: 'Córdoba', lat: -33.13, lng: -64.35, region: 'oeste' },
  'Marcos Juárez': { state: 'Córdoba', lat: -32.7, lng: -62.1, region: 'nucleo' },
  Laboulaye: { state: 'Córdoba', lat: -34.13, lng: -63.39, region: 'oeste' },
  'Mina Clavero': { state: 'Córdoba', lat: -31.72, lng: -65.01, region: 'sierras' },
  'Villa María': { state: 'Córdoba', lat: -32.41, lng: -63.24, region: 'nucleo' },
  'Venado Tuerto': { state: 'Santa Fe', lat: -33.75, lng: -61.97, region: 'nucleo' },
  Rafaela: { state: 'Santa Fe', lat: -31.25, lng: -61.49, region: 'nucleo' },
  Reconquista: { state: 'Santa Fe', lat: -29.15, lng: -59.65, region: 'chaco' },
  Casilda: { state: 'Santa Fe', lat: -33.04, lng: -61.17, region: 'nucleo' },
  Villaguay: { state: 'Entre Ríos', lat: -31.87, lng: -59.03, region: 'mesopotamia' },
  'La Paz': { state: 'Entre Ríos', lat: -30.74, lng: -59.65, region: 'mesopotamia' },
  Gualeguaychú: { state: 'Entre Ríos', lat: -33.01, lng: -58.52, region: 'mesopotamia' },
  Clorinda: { state: 'Formosa', lat: -25.38, lng: -57.82, region: 'chaco' },
  'Las Lomitas': { state: 'Formosa', lat: -24.71, lng: -60.59, region: 'chaco' },
  Zapala: { state: 'Neuquén', lat: -38.9, lng: -70.07, region: 'estepa' },
  'San Martín de los Andes': { state: 'Neuquén', lat: -40.16, lng: -71.35, region: 'cordilleraSur' },
  'Villa Mercedes': { state: 'San Luis', lat: -33.68, lng: -65.46, region: 'oeste' },
  Merlo: { state: 'San Luis', lat: -32.34, lng: -65.01, region: 'sierras' },
  Añatuya: { state: 'Santiago del Estero', lat: -28.46, lng: -62.83, region: 'chaco' },
  Quimilí: { state: 'Santiago del Estero', lat: -27.64, lng: -62.42, region: 'chaco' },
  Fiambalá: { state: 'Catamarca', lat: -27.69, lng: -67.62, region: 'vallesNoa' },
  'Presidencia Roque Sáenz Peña': { state: 'Chaco', lat: -26.79, lng: -60.44, region: 'chaco' },
  'Juan José Castelli': { state: 'Chaco', lat: -25.95, lng: -60.62, region: 'chaco' },
  'Gobernador Costa': { state: 'Chubut', lat: -44.05, lng: -70.6, region: 'estepa' },
  Trelew: { state: 'Chubut', lat: -43.25, lng: -65.31, region: 'vallePatagonico' },
  'General Pico': { state: 'La Pampa', lat: -35.66, lng: -63.76, region: 'oeste' },
  'General Acha': { state: 'La Pampa', lat: -37.38, lng: -64.6, region: 'oeste' },
  'Santa Rosa': { state: 'La Pampa', lat: -36.62, lng: -64.29, region: 'oeste' },
  Chilecito: { state: 'La Rioja', lat: -29.16, lng: -67.5, region: 'vallesNoa' },
  Tunuyán: { state: 'Mendoza', lat: -33.58, lng: -69.02, region: 'cuyo' },
  'San Rafael': { state: 'Mendoza', lat: -34.62, lng: -68.33, region: 'secanoCuyano' },
  'Luján de Cuyo': { state: 'Mendoza', lat: -33.04, lng: -68.88, region: 'cuyo' },
  'Tafí del Valle': { state: 'Tucumán', lat: -26.85, lng: -65.71, region: 'vallesNoa' },
  Simoca: { state: 'Tucumán', lat: -27.26, lng: -65.36, region: 'yungas' },
  'Choele Choel': { state: 'Río Negro', lat: -39.29, lng: -65.66, region: 'vallePatagonico' },
  Valcheta: { state: 'Río Negro', lat: -40.68, lng: -66.17, region: 'estepa' },
  Metán: { state: 'Salta', lat: -25.5, lng: -64.97, region: 'yungas' },
  Cafayate: { state: 'Salta', lat: -26.07, lng: -65.98, region: 'vallesNoa' },
  'Joaquín V. González': { state: 'Salta', lat: -25.08, lng: -64.18, region: 'chaco' },
  Caucete: { state: 'San Juan', lat: -31.65, lng: -68.28, region: 'cuyo' },
  Oberá: { state: 'Misiones', lat: -27.49, lng: -55.12, region: 'selva' },
  'Aristóbulo del Valle': { state: 'Misiones', lat: -27.09, lng: -54.9, region: 'selva' },
  'San Pedro de Jujuy': { state: 'Jujuy', lat: -24.23, lng: -64.87, region: 'yungas' },
  'Puerto San Julián': { state: 'Santa Cruz', lat: -49.31, lng: -67.73, region: 'estepa' },
  'El Calafate': { state: 'Santa Cruz', lat: -50.34, lng: -72.27, region: 'cordilleraSur' },
  Filadelfia: { state: 'Paraguay', lat: -22.35, lng: -60.03, region: 'chacoParaguayo' },
  'Loma Plata': { state: 'Paraguay', lat: -22.38, lng: -59.84, region: 'chacoParaguayo' },
  Concepción: { state: 'Paraguay', lat: -23.41, lng: -57.43, region: 'orienteParaguayo' },
  Tacuarembó: { state: 'Uruguay', lat: -31.71, lng: -55.98, region: 'uruguay' },
  Durazno: { state: 'Uruguay', lat: -33.38, lng: -56.52, region: 'uruguay' },
  Mercedes: { state: 'Uruguay', lat: -33.25, lng: -58.03, region: 'uruguay' },
  Pailón: { state: 'Bolivia', lat: -17.66, lng: -62.72, region: 'orienteBoliviano' },
  'San Ignacio de Velasco': { state: 'Bolivia', lat: -16.37, lng: -60.96, region: 'orienteBoliviano' },
} satisfies Record<string, Town>;

export type TownName = keyof typeof TOWNS;
