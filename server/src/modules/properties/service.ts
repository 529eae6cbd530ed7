import type { Property, PropertyListResponse, PropertySearchQuery } from '@tranquera/contracts';

import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties, users } from '../../db/schema.ts';
import { prefixTsQuery } from './text-query.ts';
import { toPublicProperty } from './serialize.ts';

const ownerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

const isLive = eq(properties.status, 'active');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function filters(query: PropertySearchQuery, tsQuery: SQL | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isLive];
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.operation) conditions.push(eq(properties.operation, query.operation));
  if (query.userId) conditions.push(eq(properties.userId, query.userId));
  if (query.minPrice !== undefined) conditions.push(gte(properties.pricePerHectareUsd, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(properties.pricePerHectareUsd, query.maxPrice));
  if (query.state && query.state.length > 0) {
    conditions.push(inArray(properties.state, query.state));
  }
  if (query.hectares && query.hectares.length > 0) {
    conditions.push(
      or(
        ...query.hectares.map((range) =>
          and(gte(properties.hectares, range.min), lte(properties.hectares, range.max)),
        ),
      ),
    );
  }
  if (tsQuery) conditions.push(sql`${properties.searchDocument} @@ ${tsQuery}`);
  return and(...conditions);
}

function ordering(query: PropertySearchQuery, tsQuery: SQL | null): SQL[] {
  const newest = desc(properties.createdAt);
  switch (query.sort) {
    case 'recent':
      return [newest];
    case 'price_asc':
      return [sql`${properties.pricePerHectareUsd} asc`, newest];
    case 'price_desc':
      return [sql`${properties.pricePerHectareUsd} desc`, newest];
    default:
      return tsQuery ? [sql`ts_rank_cd(${properties.searchDocument}, ${tsQuery}) desc`, newest] : [newest];
  }
}

export async function searchProperties(
  db: Database,
  query: PropertySearchQuery,
): Promise<PropertyListResponse> {
  const text = query.search ? prefixTsQuery(query.search) : null;
  const tsQuery = text ? sql`to_tsquery('spanish', immutable_unaccent(${text}))` : null;
  const where = filters(query, tsQuery);
  const offset = (query.page - 1) * query.limit;

  const [rows, [counted]] = await Promise.all([
    db
      .select({ property: properties, owner: ownerColumns })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(where)
      .orderBy(...ordering(query, tsQuery), desc(properties.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(properties).where(where),
  ]);
  const total = counted?.total ?? 0;
  const hasNextPage = offset + rows.length < total;
  return {
    payload: rows.map((row) => toPublicProperty(row.property, row.owner)),
    info: { hasNextPage, nextPage: hasNextPage ? query.page + 1 : null, page: query.page, total },
  };
}

export async function getProperty(db: Database, id: string): Promise<Property | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ property: properties, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(eq(properties.id, id), isLive));
  return row ? toPublicProperty(row.property, row.owner) : null;
}

export async function getRecommendedProperties(db: Database, limit = 12): Promise<Property[]> {
  const rows = await db
    .select({ property: properties, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(isLive, eq(properties.recommended, true)))
    .orderBy(desc(properties.createdAt))
    .limit(limit);
  return rows.map((row) => toPublicProperty(row.property, row.owner));
}

export async function getUserProperties(db: Database, userId: string, limit: number): Promise<Property[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ property: properties, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(isLive, eq(properties.userId, userId)))
    .orderBy(desc(properties.createdAt))
    .limit(limit);
  return rows.map((row) => toPublicProperty(row.property, row.owner));
}

/** Every live listing's id and last change, for the sitemap. */
export async function listLivePropertyStamps(db: Database) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(isLive)
    .orderBy(desc(properties.createdAt))
    .limit(50000);
}
