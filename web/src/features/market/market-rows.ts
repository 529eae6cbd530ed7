import { CATEGORIES, type MarketPrice, type MarketScarceCell, PROVINCES } from '@tranquera/contracts';

/** A row of the table: a cell with figures, or one with too few listings to say anything. */
export type MarketRow = (MarketPrice & { scarce: false }) | (MarketScarceCell & { scarce: true });

/** Both kinds of cell in one list, by province and land use in the option lists' order. */
export function marketRows(prices: MarketPrice[], scarce: MarketScarceCell[]): MarketRow[] {
  const order = (row: MarketRow) =>
    PROVINCES.indexOf(row.state) * CATEGORIES.length + CATEGORIES.indexOf(row.category);
  return [
    ...prices.map((cell) => ({ ...cell, scarce: false as const })),
    ...scarce.map((cell) => ({ ...cell, scarce: true as const })),
  ].sort((a, b) => order(a) - order(b));
}
