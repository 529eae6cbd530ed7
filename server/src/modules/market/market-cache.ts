import type { Category, MarketMonth, MarketPricesQuery, Operation, Province } from '@tranquera/contracts';
import type { Database } from '../../db/client.ts';
import type { CatalogueVersion } from '../properties/catalogue-version.ts';
import { computeCells, computeHistory, historyMonths, type PriceTable } from './market-figures.ts';

/**
 * Values remembered with the catalogue version they were computed at and ignored once it moves.
 * A value being computed is shared by the requests asking for it meanwhile; a failed one is
 * forgotten.
 */
class VersionedMemo<T> {
  private readonly entries = new Map<string, { version: number; value: Promise<T> }>();

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly capacity: number,
  ) {}

  /** The value of `key` at the current version, if one is known or under way. */
  current(key: string): Promise<T> | undefined {
    const known = this.entries.get(key);
    return known && known.version === this.catalogue.current ? known.value : undefined;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.current(key);
    if (known) return known;
    // Stored under the version it started at: a write meanwhile makes it unused.
    const entry = { version: this.catalogue.current, value: compute() };
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}

export interface CellKey {
  state: Province;
  category: Category;
  operation: Operation;
}

/**
 * The market figures, computed at most once per catalogue version: any write moves the version
 * on before its answer leaves (catalogue-cache.ts), so figures from before a write this process
 * acknowledged are never served.
 */
export class MarketFigures {
  private readonly table: VersionedMemo<PriceTable>;
  // Every filter combination (25 × 6 × 3) and every cell (24 × 5 × 2) fit.
  private readonly histories: VersionedMemo<MarketMonth[]>;
  private readonly cells: VersionedMemo<PriceTable>;

  constructor(
    private readonly db: Database,
    catalogue: CatalogueVersion,
  ) {
    this.table = new VersionedMemo(catalogue, 1);
    this.histories = new VersionedMemo(catalogue, 500);
    this.cells = new VersionedMemo(catalogue, 300);
  }

  /** Every cell of live listings; requests filter it in memory. */
  priceTable(): Promise<PriceTable> {
    return this.table.get('all', () => computeCells(this.db));
  }

  /**
   * One cell (a listing page's): read from the whole table when it is current, otherwise computed
   * alone, which reads only that cell's listings.
   */
  async cell(key: CellKey): Promise<PriceTable> {
    const table = this.table.current('all');
    if (table) {
      const { prices, scarce } = await table;
      const same = (cell: CellKey) =>
        cell.state === key.state && cell.category === key.category && cell.operation === key.operation;
      return { prices: prices.filter(same), scarce: scarce.filter(same) };
    }
    return this.cells.get(`${key.state}|${key.category}|${key.operation}`, () => computeCells(this.db, key));
  }

  /** The monthly history for these filters (the month `now` is in ends it). */
  history(filters: MarketPricesQuery, now: Date): Promise<MarketMonth[]> {
    const month = historyMonths(now).keys.at(-1);
    const key = [month, filters.state, filters.category, filters.operation].join('|');
    return this.histories.get(key, () => computeHistory(this.db, filters, now));
  }
}
