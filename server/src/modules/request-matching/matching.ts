import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobWatermarks, leadMatches, leads, properties } from '../../db/schema.ts';
import { sharedGazetteer } from '../geo/gazetteer.ts';
import { isLive } from '../properties/service.ts';
import { criteriaOf, listingFits, type RequestCriteria } from './criteria.ts';

const JOB = 'buyer-request-matches';
const DAY = 24 * 60 * 60_000;
/** Listings whose transaction committed after a round looked past their time are looked at again. */
const OVERLAP_MS = 10 * 60_000;
/** A request stands this long, unless the team closes it. */
export const REQUEST_STANDS_MS = 365 * DAY;
/** New listings one round reads; the rest wait for the next round. */
const LISTINGS_PER_ROUND = 500;

/** The request's standing search, computed once (on submission, or here for older requests). */
export async function requestCriteria(payload: Record<string, string>): Promise<RequestCriteria> {
  return criteriaOf(await sharedGazetteer(), {
    property: payload.property ?? '',
    price: payload.price ?? '',
    location: payload.location ?? '',
  });
}

/**
 * One round: live listings published since the last one are checked against every open buyer
 * request (not closed, less than a year old) filed before them; each fit is recorded once. The
 * watermark row is locked for the round, so with several processes one of them does it.
 */
export async function matchBuyerRequests(
  db: Database,
  now: Date,
  batch = LISTINGS_PER_ROUND,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(jobWatermarks)
      .values({ name: JOB, until: new Date(now.getTime() - 7 * DAY) })
      .onConflictDoNothing();
    const [mark] = await tx.select().from(jobWatermarks).where(eq(jobWatermarks.name, JOB)).for('update');
    // Caught up: look back over the overlap. Catching up a backlog: go on after the last row read
    // (a keyset cursor), so a burst of listings never makes a round read the same rows again.
    const from = mark!.cursorId
      ? sql`(${properties.createdAt}, ${properties.id}) > (${mark!.until.toISOString()}::timestamptz, ${mark!.cursorId}::uuid)`
      : gt(properties.createdAt, new Date(mark!.until.getTime() - OVERLAP_MS));
    const listings = await tx
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        userId: properties.userId,
        category: properties.category,
        operation: properties.operation,
        state: properties.state,
        hectares: properties.hectares,
        pricePerHectareUsd: properties.pricePerHectareUsd,
        locationLat: properties.locationLat,
        locationLng: properties.locationLng,
      })
      .from(properties)
      .where(and(isLive, from, lte(properties.createdAt, now)))
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(batch);
    const last = listings.at(-1);
    const backlog = listings.length === batch && last;
    await tx
      .update(jobWatermarks)
      .set(backlog ? { until: last.createdAt, cursorId: last.id } : { until: now, cursorId: null })
      .where(eq(jobWatermarks.name, JOB));
    if (listings.length === 0) return 0;

    const open = await tx
      .select({
        id: leads.id,
        createdAt: leads.createdAt,
        criteria: leads.criteria,
        payload: leads.payload,
        userId: leads.userId,
      })
      .from(leads)
      .where(
        and(
          eq(leads.kind, 'buyer-request'),
          ne(leads.status, 'cerrado'),
          gt(leads.createdAt, new Date(now.getTime() - REQUEST_STANDS_MS)),
        ),
      );
    const fits: { leadId: string; propertyId: string; matchedAt: Date }[] = [];
    for (const request of open) {
      let criteria = request.criteria as RequestCriteria | null;
      if (!criteria) {
        criteria = await requestCriteria(request.payload);
        await tx
          .update(leads)
          .set({ criteria: { ...criteria } })
          .where(eq(leads.id, request.id));
      }
      for (const listing of listings) {
        // Only listings published after the request, and not the buyer's own.
        if (listing.createdAt < request.createdAt || listing.userId === request.userId) continue;
        if (listingFits(criteria, listing))
          fits.push({ leadId: request.id, propertyId: listing.id, matchedAt: now });
      }
    }
    if (fits.length === 0) return 0;
    const inserted = await tx
      .insert(leadMatches)
      .values(fits)
      .onConflictDoNothing()
      .returning({ id: leadMatches.leadId });
    return inserted.length;
  });
}

export interface LeadMatch {
  leadId: string;
  propertyId: string;
  title: string;
  state: string;
  hectares: number;
  totalUsd: number;
  status: string;
  matchedAt: Date;
  /** How many listings match the request in all (only the latest are read). */
  total: number;
}

/** The latest `perLead` listings matched to each of these requests, newest first. */
export async function matchesOf(
  db: Database,
  leadIds: string[],
  perLead: number,
): Promise<Map<string, LeadMatch[]>> {
  const byLead = new Map<string, LeadMatch[]>();
  if (leadIds.length === 0) return byLead;
  const ranked = db
    .select({
      leadId: leadMatches.leadId,
      propertyId: leadMatches.propertyId,
      matchedAt: leadMatches.matchedAt,
      rank: sql<number>`row_number() over (partition by ${leadMatches.leadId} order by ${leadMatches.matchedAt} desc, ${leadMatches.propertyId})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${leadMatches.leadId})`.as('total'),
    })
    .from(leadMatches)
    .where(inArray(leadMatches.leadId, leadIds))
    .as('ranked');
  const rows = await db
    .select({
      leadId: ranked.leadId,
      propertyId: ranked.propertyId,
      matchedAt: ranked.matchedAt,
      total: ranked.total,
      title: properties.listingTitle,
      state: properties.state,
      hectares: properties.hectares,
      totalUsd: sql<number>`${properties.pricePerHectareUsd} * ${properties.hectares}`,
      status: properties.status,
    })
    .from(ranked)
    .innerJoin(properties, eq(properties.id, ranked.propertyId))
    .where(lte(ranked.rank, perLead))
    .orderBy(desc(ranked.matchedAt), asc(ranked.propertyId));
  for (const row of rows) {
    const list = byLead.get(row.leadId) ?? [];
    list.push({ ...row, totalUsd: Number(row.totalUsd), total: Number(row.total) });
    byLead.set(row.leadId, list);
  }
  return byLead;
}
