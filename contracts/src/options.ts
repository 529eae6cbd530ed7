// Option lists of spec §3. Order matters: the UI shows them as listed.

export const PROVINCES = [
  'Buenos Aires',
  'Córdoba',
  'Santa Fe',
  'Entre Ríos',
  'Formosa',
  'Neuquén',
  'San Luis',
  'Santiago del Estero',
  'Catamarca',
  'Chaco',
  'Chubut',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Tucumán',
  'Río Negro',
  'Salta',
  'San Juan',
  'Misiones',
  'Jujuy',
  'Santa Cruz',
  'Paraguay',
  'Uruguay',
  'Bolivia',
] as const;
export type Province = (typeof PROVINCES)[number];

export const FACILITIES = [
  'Alambrado Perimetral',
  'Alambrados Internos',
  'Molino',
  'Tanque Australiano',
  'Bebederos',
  'Balanza',
  'Manga',
  'Cargador para hacienda',
  'Maquinarias Agrícolas',
  'Perforaciones para riego',
  'Silos',
  'Luz Eléctrica',
  'Hay señal celular',
  'Galpón',
  'Vivienda para Empleados',
  'Vivienda Principal',
  'Otros (en descripción)',
] as const;
export type Facility = (typeof FACILITIES)[number];
/** Spec §3: a facilities list whose first item is 'false' means "none". */
export const NO_FACILITIES = 'false';

export const PAYMENT_CONDITIONS = ['Contado', 'Acepta Permuta', 'Con Financiación'] as const;

/** Land uses double as the listing categories and the buyer-request field types. */
export const CATEGORIES = ['Agrícola', 'Ganadero', 'Mixto', 'Turístico', 'Industrial'] as const;
export type Category = (typeof CATEGORIES)[number];

export const OPERATIONS = ['venta', 'alquiler'] as const;
export type Operation = (typeof OPERATIONS)[number];
export const OPERATION_LABELS: Record<Operation, string> = { venta: 'Venta', alquiler: 'Alquiler' };

export const CURRENCIES = ['USD', 'ARS'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PRICING_UNITS = ['por Hectárea', 'Total'] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];

export const PROFILE_TYPES = [
  'Propietario (Dueño Directo)',
  'Inmobiliaria',
  'Intermediario',
  'Interesado Directo',
  'Empresa Agropecuaria',
] as const;

export const BUDGET_RANGES = [
  '50.000-250.000',
  '250.000-500.000',
  '500.000-900.000',
  '900.000-1.200.000',
  '1.200.000-2.000.000',
  '2.000.000-3.000.000',
  '3.000.000-5.000.000',
  '5.000.000-10.000.000',
  'Más de 10.000.000',
  'Necesito que me asesoren',
] as const;

export const CONTACT_METHODS = ['Llamada al celular', 'Mensaje de WhatsApp'] as const;

/** Area filter of spec §3: value sent as `min-max`, label shown to the user. */
export const AREA_RANGES = [
  { value: '0-50', label: '0 - 50 has' },
  { value: '50-100', label: '50 - 100 has' },
  { value: '100-200', label: '100 - 200 has' },
  { value: '200-500', label: '200 - 500 has' },
  { value: '500-1000', label: '500 - 1.000 has' },
  { value: '1000-500000', label: 'Más de 1.000 has' },
] as const;

/** Search orders (`sort=`); here rather than beside the query schema so pages need no zod. */
export const SORT_OPTIONS = ['relevance', 'recent', 'price_asc', 'price_desc'] as const;
