import { type AdminDashboard, LEAD_KINDS, type LeadKind, RENEWAL_NOTICE_DAYS } from '@tranquera/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, listingFlags, messages, properties } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString();

/** The back-office's first screen: how the marketplace did over the last seven days. */
export async function dashboardFigures(db: Database, now: Date): Promise<AdminDashboard> {
  const weekAgo = iso(new Date(now.getTime() - 7 * DAY_MS));
  const soon = iso(new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS));
  const count = sql<number>`count(*)::int`;
  const [[listings], leadRows, [chat], [flags], [fresh]] = await Promise.all([
    db
      .select({
        live: sql<number>`count(*) filter (where ${properties.status} = 'active')::int`,
        newThisWeek: sql<number>`count(*) filter (where ${properties.createdAt} > ${weekAgo}::timestamptz)::int`,
        expiring: sql<number>`count(*) filter (where ${properties.status} = 'active' and ${properties.expiresAt} <= ${soon}::timestamptz)::int`,
      })
      .from(properties),
    db
      .select({ kind: leads.kind, count })
      .from(leads)
      .where(sql`${leads.createdAt} > ${weekAgo}::timestamptz`)
      .groupBy(leads.kind),
    db.select({ count }).from(messages).where(sql`${messages.createdAt} > ${weekAgo}::timestamptz`),
    db.select({ count }).from(listingFlags).where(sql`${listingFlags.status} = 'pendiente'`),
    db.select({ count }).from(leads).where(sql`${leads.status} = 'nuevo'`),
  ]);
  const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
  for (const row of leadRows) if (row.kind in byKind) byKind[row.kind as LeadKind] = Number(row.count);
  return {
    live_listings: Number(listings?.live ?? 0),
    new_this_week: Number(listings?.newThisWeek ?? 0),
    leads_this_week: byKind,
    messages_this_week: Number(chat?.count ?? 0),
    expiring_soon: Number(listings?.expiring ?? 0),
    pending_flags: Number(flags?.count ?? 0),
    new_leads: Number(fresh?.count ?? 0),
  };
}
