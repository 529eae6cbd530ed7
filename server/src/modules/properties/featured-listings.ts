import { and, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import type { CatalogueVersion } from './catalogue-version.ts';
import { isLive } from './service.ts';

interface Featured {
  id: string;
  until: Date;
}

/**
 * The live listings that carry a featured date, remembered per catalogue version: every search
 * in its default order puts matching featured listings on top, and hardly any listing is
 * featured, so most searches learn from memory that there is nothing to look up. Featuring,
 * un-featuring or hiding a listing is a write, which moves the version on; a featured date
 * passing is checked against the clock on every use.
 */
export class FeaturedListings {
  private known: { version: number; rows: Featured[] } | null = null;

  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueVersion,
  ) {}

  async idsAt(now: Date): Promise<string[]> {
    const version = this.catalogue.current;
    let rows = this.known?.version === version ? this.known.rows : null;
    if (!rows) {
      const read = await this.db
        .select({ id: properties.id, until: properties.featuredUntil })
        .from(properties)
        .where(and(isLive, isNotNull(properties.featuredUntil)));
      rows = read.flatMap((row) => (row.until ? [{ id: row.id, until: row.until }] : []));
      // Read while a write landed: kept under the version it started with, never used after.
      this.known = { version, rows };
    }
    return rows.filter((row) => row.until > now).map((row) => row.id);
  }
}
