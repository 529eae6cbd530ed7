import type { PropertyListResponse, PropertySearchQuery } from '@tranquera/contracts';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { isLive, listingsInOrder } from './service.ts';
import { textSearch, type TextSearch } from './text-query.ts';

function filters(query: PropertySearchQuery, text: TextSearch | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isLive];
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.operation) conditions.push(eq(properties.operation, query.operation));
  if (query.userId) conditions.push(eq(properties.userId, query.userId));
  if (query.minPrice !== undefined) conditions.push(gte(properties.pricePerHectareUsd, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(properties.pricePerHectareUsd, query.maxPrice));
  if (query.state && query.state.length > 0) conditions.push(inArray(properties.state, query.state));
  if (query.hectares && query.hectares.length > 0) {
    conditions.push(
      or(
        ...query.hectares.map((range) =>
          and(gte(properties.hectares, range.min), lte(properties.hectares, range.max)),
        ),
      ),
    );
  }
  if (text) conditions.push(text.where);
  return and(...conditions);
}

interface SortKeys {
  id: PgColumn | SQL.Aliased;
  createdAt: PgColumn | SQL.Aliased;
  price: PgColumn | SQL.Aliased;
  titleHits?: SQL.Aliased;
  relevance?: SQL.Aliased;
}

/**
 * Newest first unless asked otherwise; a text search ranks by relevance. The id breaks ties,
 * so pages never overlap or skip a listing.
 */
function ordering(sort: PropertySearchQuery['sort'], keys: SortKeys): SQL[] {
  const first = {
    relevance: keys.titleHits && keys.relevance ? [desc(keys.titleHits), desc(keys.relevance)] : [],
    recent: [],
    price_asc: [asc(keys.price)],
    price_desc: [desc(keys.price)],
  }[sort ?? 'relevance'];
  return [...first, desc(keys.createdAt), desc(keys.id)];
}

async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(properties).where(where);
  return counted?.total ?? 0;
}

/**
 * Every match is read to rank it, so the count comes from the same pass: the matches and
 * their sort keys are a CTE read twice (so PostgreSQL materialises it once, as narrow rows
 * without the search documents), once to count and once to pick the page.
 */
async function rankedPage(db: Database, query: PropertySearchQuery, text: TextSearch, offset: number) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        price: properties.pricePerHectareUsd,
        titleHits: text.titleHits.as('title_hits'),
        relevance: text.relevance.as('relevance'),
      })
      .from(properties)
      .where(filters(query, text)),
  );
  const rows = await db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})::int` })
    .from(matches)
    .orderBy(...ordering(query.sort, matches))
    .limit(query.limit)
    .offset(offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? null };
}

/** Browsing walks an index in order and stops after one page; the count is its own query. */
async function browsePage(db: Database, query: PropertySearchQuery, offset: number) {
  const where = filters(query, null);
  const [rows, total] = await Promise.all([
    db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(
        ...ordering(query.sort, {
          id: properties.id,
          createdAt: properties.createdAt,
          price: properties.pricePerHectareUsd,
        }),
      )
      .limit(query.limit)
      .offset(offset),
    countMatches(db, where),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

/** One page of live listings: ids are chosen on narrow rows, then only that page is read in full. */
export async function searchProperties(
  db: Database,
  query: PropertySearchQuery,
): Promise<PropertyListResponse> {
  const text = textSearch(query.search);
  const offset = (query.page - 1) * query.limit;
  const page = text ? await rankedPage(db, query, text, offset) : await browsePage(db, query, offset);
  // Past the last page no ranked row is left to carry the count.
  const total = page.total ?? (offset > 0 ? await countMatches(db, filters(query, text)) : 0);
  const hasNextPage = offset + page.ids.length < total;
  return {
    payload: await listingsInOrder(db, page.ids),
    info: { hasNextPage, nextPage: hasNextPage ? query.page + 1 : null, page: query.page, total },
  };
}
