import type { Property, PropertySummary } from '@tranquera/contracts';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { properties, users, type UserRow } from '../../db/schema.ts';
import { toPropertySummary, toPublicProperty } from './serialize.ts';

export const ownerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

const {
  searchDocument: _searchDocument,
  titleDocument: _titleDocument,
  ...withoutSearchDocuments
} = getTableColumns(properties);
/** Every column but the search documents, which only the database needs. */
export const listingColumns = withoutSearchDocuments;

/** What a search result card shows (spec §3 field names), read for one page only. */
export const summaryColumns = {
  id: properties.id,
  category: properties.category,
  operation: properties.operation,
  listingTitle: properties.listingTitle,
  price: properties.price,
  currency: properties.currency,
  pricingUnit: properties.pricingUnit,
  pricePerHectare: properties.pricePerHectare,
  hectares: properties.hectares,
  nearestTown: properties.nearestTown,
  state: properties.state,
  mainImageUrl: properties.mainImageUrl,
  createdAt: properties.createdAt,
  status: properties.status,
  expiresAt: properties.expiresAt,
  featuredUntil: properties.featuredUntil,
  moderationReason: properties.moderationReason,
};

/** A literal, not a parameter, so the planner can always use the live-only partial indexes. */
export const isLive = sql`${properties.status} = 'active'`;

/**
 * The two reads every page view makes, prepared once per database handle: PostgreSQL then parses
 * and plans them once per connection instead of on every request.
 */
function preparedReads(db: Database) {
  const ids = sql.placeholder('ids');
  return {
    summaries: db
      .select({ property: summaryColumns, owner: ownerColumns })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(sql`${properties.id} = any(${ids}::uuid[])`)
      .prepare('listing_summaries'),
    detail: db
      .select({ property: listingColumns, owner: ownerColumns })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(eq(properties.id, sql.placeholder('id')), isLive))
      .prepare('listing_detail'),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof preparedReads>>();
function reads(db: Database) {
  let found = prepared.get(db);
  if (!found) {
    found = preparedReads(db);
    prepared.set(db, found);
  }
  return found;
}

/** The cards of these listings, with their owners, in the given order (one page of a search). */
export async function summariesInOrder(
  db: Database,
  ids: string[],
  now = new Date(),
): Promise<PropertySummary[]> {
  if (ids.length === 0) return [];
  const rows = await reads(db).summaries.execute({ ids });
  const byId = new Map(rows.map((row) => [row.property.id, toPropertySummary(row.property, row.owner, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getProperty(db: Database, id: string, now = new Date()): Promise<Property | null> {
  if (!isUuid(id)) return null;
  const [row] = await reads(db).detail.execute({ id });
  return row ? toPublicProperty(row.property, row.owner, now) : null;
}

/**
 * A listing as this viewer may see it: live ones for everybody; paused, rejected, expired or
 * blocked ones only for their owner and the team (the page shows them with a banner).
 */
export async function getPropertyForViewer(
  db: Database,
  id: string,
  viewer: UserRow | null,
  now = new Date(),
): Promise<Property | null> {
  const live = await getProperty(db, id, now);
  if (live || !viewer || !isUuid(id)) return live;
  const [row] = await db
    .select({ property: listingColumns, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, id));
  if (!row || (row.owner.id !== viewer.id && !viewer.isAdmin)) return null;
  return toPublicProperty(row.property, row.owner, now);
}

/** Every listing of the owner, whatever its status, newest first: /my-properties. */
export async function getOwnListings(db: Database, ownerId: string, limit: number, now = new Date()) {
  const rows = await db
    .select({ property: summaryColumns, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return rows.map((row) => toPropertySummary(row.property, row.owner, now));
}

/**
 * Listings flagged as recommended, newest first, topped up with the newest others so the
 * home page never looks empty. One more than the home grid shows: it drops the last item.
 * Two small index walks: every page's footer asks for these.
 */
export async function getRecommendedProperties(
  db: Database,
  limit = 13,
  now = new Date(),
): Promise<Property[]> {
  const newest = (where: SQL, count: number) =>
    db
      .select({ property: listingColumns, owner: ownerColumns })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(isLive, where))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(count);
  // Featured listings (the paid plan) first, then the team's recommendations, then the newest.
  const featured = await newest(isFeaturedAt(now), limit);
  const seen = new Set(featured.map((row) => row.property.id));
  const rows = [...featured];
  for (const where of [eq(properties.recommended, true), eq(properties.recommended, false)]) {
    if (rows.length >= limit) break;
    const more = await newest(where, limit);
    rows.push(...more.filter((row) => !seen.has(row.property.id)).slice(0, limit - rows.length));
    for (const row of more) seen.add(row.property.id);
  }
  return rows.map((row) => toPublicProperty(row.property, row.owner, now));
}

/** Live and featured at `now` (the partial index properties_live_featured_idx serves it). */
export function isFeaturedAt(now: Date): SQL {
  return sql`${properties.featuredUntil} is not null and ${properties.featuredUntil} > ${now.toISOString()}::timestamptz`;
}

export async function getUserProperties(db: Database, userId: string, limit: number): Promise<Property[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ property: listingColumns, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(and(isLive, eq(properties.userId, userId)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return rows.map((row) => toPublicProperty(row.property, row.owner));
}

/** Every live listing's id and last change, for the sitemap (its protocol caps a file at 50,000). */
export async function listLivePropertyStamps(db: Database) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(isLive)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(50000);
}

/** Usernames of the sellers with at least one live listing, for the sitemap. */
export async function listSellersWithLiveListings(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ username: users.username })
    .from(users)
    .innerJoin(properties, eq(properties.userId, users.id))
    .where(and(isLive, eq(users.status, 'active')))
    .orderBy(users.username)
    .limit(50000);
  return rows.map((row) => row.username);
}

/** The operation, province and land use of live listings, once each: the landings worth listing. */
export async function listLiveFacets(db: Database) {
  return db
    .selectDistinct({
      operation: properties.operation,
      state: properties.state,
      category: properties.category,
    })
    .from(properties)
    .where(isLive);
}
