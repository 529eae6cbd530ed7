import { z } from 'zod';
import { VALIDATION } from './validation-messages.ts';
import { CATEGORIES, OPERATIONS, PROVINCES } from './options.ts';

// Market prices (issue 13): what campos ask per hectare, in US dollars, by province × land use,
// sale and rent apart, from live listings. The method: docs/decisions/market-prices.md.

/** A cell (province × land use × operation) shows its figures from this many listings on. */
export const MARKET_MIN_LISTINGS = 5;
/** Months of the price history, the current one included. */
export const MARKET_HISTORY_MONTHS = 12;
/** A listing within this many percent of its cell's median is 'en la mediana'. */
export const MARKET_AT_MEDIAN_PERCENT = 2;

/** /precios' description, in the server's page head and the browser's alike. */
export const MARKET_PAGE_DESCRIPTION =
  'Precio pedido por hectárea de los campos en venta y en alquiler, por provincia y uso: mediana, rango medio y evolución de los últimos 12 meses.';

export const MARKET_TEXT = {
  invalidPropertyId: 'El identificador del campo no es válido.',
} as const;

/** GET /api/market/prices: each filter narrows; none (or empty) means every one. */
export const marketPricesQuerySchema = z.object({
  state: z.enum(PROVINCES, { error: VALIDATION.invalidState }).optional(),
  category: z.enum(CATEGORIES, { error: VALIDATION.invalidCategory }).optional(),
  operation: z.enum(OPERATIONS, { error: VALIDATION.invalidOperation }).optional(),
});
export type MarketPricesQuery = z.infer<typeof marketPricesQuerySchema>;

const cellKey = {
  state: z.enum(PROVINCES),
  category: z.enum(CATEGORIES),
  operation: z.enum(OPERATIONS),
};

/** Asking price per hectare in US dollars of one cell, outliers trimmed; `count` listings. */
export const marketPriceSchema = z.object({
  ...cellKey,
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
  count: z.number().int(),
});
export type MarketPrice = z.infer<typeof marketPriceSchema>;

/** A cell with priced live listings, but fewer than MARKET_MIN_LISTINGS: no figures shown. */
export const marketScarceCellSchema = z.object({ ...cellKey, count: z.number().int() });
export type MarketScarceCell = z.infer<typeof marketScarceCellSchema>;

/**
 * One month of the history: the median asking price per hectare of the listings published that
 * month (still online or not); null below MARKET_MIN_LISTINGS. `month` is 'YYYY-MM' (Argentina).
 */
export const marketMonthSchema = z.object({
  month: z.string(),
  operation: z.enum(OPERATIONS),
  median: z.number().nullable(),
  count: z.number().int(),
});
export type MarketMonth = z.infer<typeof marketMonthSchema>;

export const marketPricesResponseSchema = z.object({
  /** Cells with enough listings, by province, land use and operation in the option lists' order. */
  prices: z.array(marketPriceSchema),
  /** Cells with too few listings to say anything. */
  scarce: z.array(marketScarceCellSchema),
  /** The last MARKET_HISTORY_MONTHS months, oldest first, for each operation asked for. */
  months: z.array(marketMonthSchema),
  min_listings: z.number().int(),
});
export type MarketPricesResponse = z.infer<typeof marketPricesResponseSchema>;

/** GET /api/market/price-position/{propertyId} */
export const pricePositionParamsSchema = z.object({
  propertyId: z.string().max(100, { error: MARKET_TEXT.invalidPropertyId }),
});

/**
 * Where a live listing's price per hectare stands against its cell's median: `difference_percent`
 * is rounded (negative: below); within ±MARKET_AT_MEDIAN_PERCENT it is 'at'. Null when the
 * listing has no price or its cell too few listings.
 */
export const pricePositionSchema = z.object({
  ...cellKey,
  price_per_hectare_usd: z.number(),
  median: z.number(),
  count: z.number().int(),
  difference_percent: z.number().int(),
  standing: z.enum(['below', 'at', 'above']),
});
export type PricePosition = z.infer<typeof pricePositionSchema>;

export const pricePositionResponseSchema = z.object({ position: pricePositionSchema.nullable() });
export type PricePositionResponse = z.infer<typeof pricePositionResponseSchema>;
