import { PROVINCES, type Province } from '@tranquera/contracts';
import { distance } from 'geokdbush';
import { type Gazetteer, plain } from '../geo/gazetteer.ts';

// A buyer request (spec §2 'Solicitar campo') read as a standing search: its land use, its
// budget as a total price in USD, and its zone — provinces named in the text, or a radius around
// a town ('radio de 50 km de Pergamino'). See docs/decisions/buyer-request-matching.md.

/** Around a town named without a distance. */
export const DEFAULT_RADIUS_KM = 50;
const MAX_RADIUS_KM = 500;
/** Words too common to be read as a town's name ('Campo', 'Colonia' and the like are towns too). */
const NOT_TOWNS = new Set([
  'campo',
  'campos',
  'colonia',
  'centro',
  'norte',
  'sur',
  'este',
  'oeste',
  'zona',
  'ruta',
]);

export type RequestZone =
  | { kind: 'provinces'; provinces: Province[] }
  | { kind: 'radius'; town: string; lat: number; lng: number; km: number };

export interface RequestCriteria {
  category: string;
  /** Total price in USD; null when the buyer asked to be advised. */
  budget: { min: number; max: number | null } | null;
  /** Null when the text names no province or town we know: any zone then fits. */
  zone: RequestZone | null;
}

/** '250.000-500.000' → 250,000 to 500,000; 'Más de 10.000.000' → from 10 million. */
export function budgetOf(range: string): RequestCriteria['budget'] {
  const amounts = range.match(/\d[\d.]*/g)?.map((amount) => Number(amount.replaceAll('.', ''))) ?? [];
  if (amounts.length === 0) return null;
  if (/^m[aá]s de/i.test(range.trim())) return { min: amounts[0]!, max: null };
  return { min: amounts[0]!, max: amounts[1] ?? amounts[0]! };
}

const wordsOf = (text: string) =>
  plain(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);

/** Provinces named in the text, in the list's spelling ('cordoba o santa fe' → Córdoba, Santa Fe). */
function provincesIn(words: string[]): Province[] {
  const text = ` ${words.join(' ')} `;
  return PROVINCES.filter((province) => text.includes(` ${wordsOf(province).join(' ')} `));
}

/**
 * The longest run of words that names a town (up to four words: 'San Antonio de Areco'). A
 * province's namesake town (Córdoba, Salta…) counts only with a distance: '100 km alrededor de
 * Córdoba' is around the city, 'Córdoba' alone is the province.
 */
function townIn(gazetteer: Gazetteer, words: string[], provinces: Province[], withDistance: boolean) {
  for (let size = 4; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const name = words.slice(start, start + size).join(' ');
      if (name.length < 4 || NOT_TOWNS.has(name)) continue;
      if (!withDistance && provinces.some((province) => wordsOf(province).join(' ') === name)) continue;
      const town = gazetteer.named(name, provinces[0]);
      // A town of Paraguay, Uruguay or Bolivia only when the text names that country.
      if (town && (town.country === 'AR' || (town.province && provinces.includes(town.province))))
        return town;
    }
  }
  return null;
}

/** The zone text as provinces or a radius around a town; a town with a distance wins. */
export function zoneOf(gazetteer: Gazetteer, text: string): RequestZone | null {
  const words = wordsOf(text);
  const provinces = provincesIn(words);
  const km = /\b(\d{1,4})\s*(?:km|kil[oó]metros)/i.exec(text)?.[1];
  const town = townIn(gazetteer, words, provinces, km !== undefined);
  if (town && (km || provinces.length === 0 || (town.province && provinces.includes(town.province)))) {
    const radius = Math.min(Number(km ?? DEFAULT_RADIUS_KM) || DEFAULT_RADIUS_KM, MAX_RADIUS_KM);
    return { kind: 'radius', town: town.name, lat: town.lat, lng: town.lng, km: radius };
  }
  return provinces.length > 0 ? { kind: 'provinces', provinces } : null;
}

export function criteriaOf(
  gazetteer: Gazetteer,
  request: { property: string; price: string; location: string },
): RequestCriteria {
  return {
    category: request.property,
    budget: budgetOf(request.price),
    zone: zoneOf(gazetteer, request.location),
  };
}

/** How the team reads what was understood: 'Ganadero · USD 250.000 a 500.000 · 50 km de Pergamino'. */
export function describeCriteria(criteria: RequestCriteria): string {
  const usd = (value: number) => value.toLocaleString('es-AR');
  const budget = criteria.budget
    ? criteria.budget.max === null
      ? `más de USD ${usd(criteria.budget.min)}`
      : `USD ${usd(criteria.budget.min)} a ${usd(criteria.budget.max)}`
    : 'sin presupuesto';
  const zone = !criteria.zone
    ? 'zona sin reconocer (cualquier zona)'
    : criteria.zone.kind === 'radius'
      ? `${criteria.zone.km} km de ${criteria.zone.town}`
      : criteria.zone.provinces.join(', ');
  return [criteria.category, budget, zone].join(' · ');
}

export interface MatchableListing {
  category: string;
  operation: string;
  state: string;
  hectares: number;
  pricePerHectareUsd: number;
  locationLat: number | null;
  locationLng: number | null;
}

/** Whether a listing fits: for sale, same land use, total price in budget, inside the zone. */
export function listingFits(criteria: RequestCriteria, listing: MatchableListing): boolean {
  if (listing.operation !== 'venta' || listing.category !== criteria.category) return false;
  if (criteria.budget) {
    const total = listing.pricePerHectareUsd * listing.hectares;
    if (total < criteria.budget.min) return false;
    if (criteria.budget.max !== null && total > criteria.budget.max) return false;
  }
  const zone = criteria.zone;
  if (!zone) return true;
  if (zone.kind === 'provinces') return (zone.provinces as string[]).includes(listing.state);
  if (listing.locationLat === null || listing.locationLng === null) return false;
  return distance(zone.lng, zone.lat, listing.locationLng, listing.locationLat) <= zone.km;
}
