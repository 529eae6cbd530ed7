import type { PropertySummary, Province } from '@tranquera/contracts';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { properties } from '../../db/schema.ts';
import { isLive, summariesInOrder } from './service.ts';

/** Listings shown under 'Campos similares'. */
export const SIMILAR_LISTINGS = 4;

/** Provinces (and the three neighbouring countries) that share a border, one direction each. */
const BORDERS: [Province, Province[]][] = [
  ['Buenos Aires', ['Córdoba', 'Santa Fe', 'Entre Ríos', 'La Pampa', 'Río Negro', 'Uruguay']],
  ['Córdoba', ['Santa Fe', 'Santiago del Estero', 'Catamarca', 'La Rioja', 'San Luis', 'La Pampa']],
  ['Santa Fe', ['Entre Ríos', 'Santiago del Estero', 'Chaco']],
  ['Entre Ríos', ['Uruguay']],
  ['Formosa', ['Chaco', 'Salta', 'Paraguay']],
  ['Neuquén', ['Mendoza', 'La Pampa', 'Río Negro']],
  ['San Luis', ['La Pampa', 'Mendoza', 'San Juan', 'La Rioja']],
  ['Santiago del Estero', ['Chaco', 'Salta', 'Tucumán', 'Catamarca']],
  ['Catamarca', ['Tucumán', 'La Rioja', 'Salta']],
  ['Chaco', ['Salta', 'Paraguay']],
  ['Chubut', ['Río Negro', 'Santa Cruz']],
  ['La Pampa', ['Mendoza', 'Río Negro']],
  ['La Rioja', ['San Juan']],
  ['Mendoza', ['San Juan']],
  ['Tucumán', ['Salta']],
  ['Salta', ['Jujuy', 'Bolivia', 'Paraguay']],
  ['Misiones', ['Paraguay']],
  ['Jujuy', ['Bolivia']],
  ['Paraguay', ['Bolivia']],
];

/** A province and the ones bordering it. */
export function nearbyProvinces(state: string): string[] {
  const near = new Set([state]);
  for (const [a, others] of BORDERS) {
    if (a === state) for (const b of others) near.add(b);
    if (others.includes(state as Province)) near.add(a);
  }
  return [...near];
}

/**
 * 'Campos similares': live listings of the same land use and operation, in the province or a
 * neighbouring one, closest in size and price per hectare (both on a log scale: 100 vs 200 ha is
 * as far as 1,000 vs 2,000). Topped up from anywhere in the country when the region is thin.
 */
export async function similarListings(db: Database, id: string, now: Date): Promise<PropertySummary[]> {
  if (!isUuid(id)) return [];
  const [listing] = await db
    .select({
      category: properties.category,
      operation: properties.operation,
      state: properties.state,
      hectares: properties.hectares,
      usd: properties.pricePerHectareUsd,
    })
    .from(properties)
    .where(and(eq(properties.id, id), isLive));
  if (!listing) return [];
  const distance = sql`abs(ln(greatest(${properties.hectares}, 1) / ${Math.max(listing.hectares, 1)}))${
    listing.usd > 0 ? sql` + abs(ln(greatest(${properties.pricePerHectareUsd}, 1) / ${listing.usd}))` : sql``
  }`;
  const pick = (where: SQL | undefined, exclude: string[], limit: number) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          isLive,
          eq(properties.category, listing.category),
          eq(properties.operation, listing.operation),
          notInArray(properties.id, [id, ...exclude]),
          where,
        ),
      )
      .orderBy(distance, properties.id)
      .limit(limit);
  const near = await pick(inArray(properties.state, nearbyProvinces(listing.state)), [], SIMILAR_LISTINGS);
  const ids = near.map((row) => row.id);
  if (ids.length < SIMILAR_LISTINGS) {
    const more = await pick(undefined, ids, SIMILAR_LISTINGS - ids.length);
    ids.push(...more.map((row) => row.id));
  }
  return summariesInOrder(db, ids, now);
}
