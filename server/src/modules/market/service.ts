import {
  API,
  MARKET_AT_MEDIAN_PERCENT,
  MARKET_MIN_LISTINGS,
  MARKET_TEXT,
  type MarketPricesQuery,
  type MarketPricesResponse,
  type PricePosition,
} from '@tranquera/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { properties } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { isLive } from '../properties/service.ts';
import type { CellKey, MarketFigures } from './market-cache.ts';

const matches =
  (filters: MarketPricesQuery) => (cell: { state: string; category: string; operation: string }) =>
    (!filters.state || cell.state === filters.state) &&
    (!filters.category || cell.category === filters.category) &&
    (!filters.operation || cell.operation === filters.operation);

/** GET /api/market/prices: the cells the filters select and their monthly history. */
export async function marketPrices(
  figures: MarketFigures,
  filters: MarketPricesQuery,
  now: Date,
): Promise<MarketPricesResponse> {
  const [table, months] = await Promise.all([figures.priceTable(), figures.history(filters, now)]);
  const selected = matches(filters);
  return {
    prices: table.prices.filter(selected),
    scarce: table.scarce.filter(selected),
    months,
    min_listings: MARKET_MIN_LISTINGS,
  };
}

/** Where a live listing's price per hectare stands in its cell; null without enough data. */
export async function pricePosition(
  db: Database,
  figures: MarketFigures,
  propertyId: string,
): Promise<PricePosition | null> {
  if (!isUuid(propertyId)) throw new HttpError(400, MARKET_TEXT.invalidPropertyId);
  const [listing] = await db
    .select({
      state: properties.state,
      category: properties.category,
      operation: properties.operation,
      usd: properties.pricePerHectareUsd,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isLive));
  if (!listing) throw new HttpError(404, API.propertyNotFound);
  if (!(listing.usd > 0)) return null;
  const key = { state: listing.state, category: listing.category, operation: listing.operation } as CellKey;
  const [cell] = (await figures.cell(key)).prices;
  if (!cell || cell.median <= 0) return null;
  const difference = Math.round(((listing.usd - cell.median) / cell.median) * 100);
  return {
    state: cell.state,
    category: cell.category,
    operation: cell.operation,
    price_per_hectare_usd: listing.usd,
    median: cell.median,
    count: cell.count,
    difference_percent: difference,
    standing: Math.abs(difference) <= MARKET_AT_MEDIAN_PERCENT ? 'at' : difference < 0 ? 'below' : 'above',
  };
}
