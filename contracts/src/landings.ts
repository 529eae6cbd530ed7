import {
  CATEGORIES,
  type Category,
  OPERATIONS,
  type Operation,
  PROVINCES,
  type Province,
} from './options.ts';

// Search pages with clean addresses for search engines and the footer (issue 11):
// /campos/{venta|alquiler}?/{province}?/{land use}?, at least one of them, in that order, e.g.
// /campos/cordoba, /campos/cordoba/ganadero, /campos/venta/buenos-aires/agricola.

export interface Landing {
  operation?: Operation;
  state?: Province;
  category?: Category;
}

export const LANDING_ROOT = '/campos';

/** What a landing reads of a URLSearchParams (contracts has no DOM types). */
interface QueryParams {
  keys(): Iterable<string>;
  get(name: string): string | null;
}

/** 'Entre Ríos' → 'entre-rios'. */
export const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PROVINCE_BY_SLUG = new Map(PROVINCES.map((province) => [slugOf(province), province]));
const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((category) => [slugOf(category), category]));

/** The landing's address segments after /campos (the route table's splat). */
export function landingSlugs(landing: Landing): string {
  return [
    landing.operation,
    landing.state && slugOf(landing.state),
    landing.category && slugOf(landing.category),
  ]
    .filter(Boolean)
    .join('/');
}

export const landingPath = (landing: Landing) => `${LANDING_ROOT}/${landingSlugs(landing)}`;

/** The landing of the segments after /campos, or null when they name none (a 404). */
export function parseLandingSlugs(slugs: string): Landing | null {
  const parts = slugs.split('/').filter(Boolean);
  const landing: Landing = {};
  let index = 0;
  const operation = OPERATIONS.find((candidate) => candidate === parts[index]);
  if (operation) {
    landing.operation = operation;
    index++;
  }
  const state = parts[index] === undefined ? undefined : PROVINCE_BY_SLUG.get(parts[index]!);
  if (state) {
    landing.state = state;
    index++;
  }
  const category = parts[index] === undefined ? undefined : CATEGORY_BY_SLUG.get(parts[index]!);
  if (category) {
    landing.category = category;
    index++;
  }
  return index > 0 && index === parts.length ? landing : null;
}

/** The search query of a landing (the API's and /listing-properties' parameter names). */
export function landingQuery(landing: Landing): Record<string, string> {
  const query: Record<string, string> = {};
  if (landing.category) query.category = landing.category;
  if (landing.operation) query.operation = landing.operation;
  if (landing.state) query.state = landing.state;
  return query;
}

/**
 * The landing a /listing-properties query is the same search as (its canonical address): only
 * operation, one province and category, nothing else.
 */
export function landingOfQuery(params: QueryParams): Landing | null {
  const keys = [...params.keys()];
  if (keys.length === 0 || keys.some((key) => !['operation', 'state', 'category'].includes(key))) return null;
  const landing: Landing = {};
  const operation = params.get('operation');
  const state = params.get('state');
  const category = params.get('category');
  if (operation !== null) {
    landing.operation = OPERATIONS.find((candidate) => candidate === operation);
    if (!landing.operation) return null;
  }
  if (state !== null) {
    landing.state = PROVINCES.find((candidate) => candidate === state);
    if (!landing.state) return null;
  }
  if (category !== null) {
    landing.category = CATEGORIES.find((candidate) => candidate === category);
    if (!landing.category) return null;
  }
  return landing;
}

const CATEGORY_PLURAL: Record<Category, string> = {
  Agrícola: 'agrícolas',
  Ganadero: 'ganaderos',
  Mixto: 'mixtos',
  Turístico: 'turísticos',
  Industrial: 'industriales',
};

/** 'Campos ganaderos en venta en Córdoba'. */
export function landingTitle(landing: Landing): string {
  return [
    'Campos',
    landing.category && CATEGORY_PLURAL[landing.category],
    landing.operation && `en ${landing.operation}`,
    landing.state && `en ${landing.state}`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function landingDescription(landing: Landing): string {
  const what = landingTitle(landing).replace(/^Campos/, 'campos');
  return `Encontrá ${what}: fotos, superficie, precio por hectárea y contacto directo con el dueño o la inmobiliaria.`;
}
