// Fills DATA_DIR with a catalogue past the search's exact-count bound, for large-catalogue.spec.ts:
// the demo data (owners, painted photos, 60 listings) plus generated copies of its listings,
// written in one INSERT … SELECT generate_series. Runs before the server opens the same DATA_DIR;
// a directory that already holds the catalogue is left as it is.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../server/src/db/client.ts';
import { seedDemoData } from '../../server/src/db/seed/seed-demo.ts';
import { LARGE_CATALOGUE_COPIES } from './e2e-env.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the data directory to fill');

const log = pino({ level: 'warn' });
const started = performance.now();
// Playwright starts the other servers once it reads this (playwright.config.ts).
console.log(`large catalogue: filling ${dataDir}`);
const database = await openDatabase({
  dataDir: path.join(dataDir, 'pglite'),
  lockHolder: 'the large-catalogue generator',
});
try {
  const { db } = database;
  await seedDemoData(db, { uploadsDir: path.join(dataDir, 'uploads'), log });
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from properties`);
  if ((rows[0]?.count ?? 0) < LARGE_CATALOGUE_COPIES) {
    // Copy number g of demo listing g mod 60, a minute older than the one before, so every
    // copy has its own place in the newest-first order, after the demo listings.
    await db.execute(sql`
      with demo as (
        select p.*, row_number() over (order by p.created_at, p.id) - 1 as n, count(*) over () as total
        from properties p
      ), oldest as (select min(created_at) as at from properties)
      insert into properties (
        user_id, category, operation, listing_title, price, currency, pricing_unit, hectares,
        price_per_hectare, price_per_hectare_usd, nearest_town, access, payment_type, description,
        state, facilities, technical_report, video_link, main_image_url, images, location_name,
        location_lat, location_lng, status, recommended, created_at, updated_at
      )
      select
        d.user_id, d.category, d.operation, d.listing_title || ' · ' || g, d.price, d.currency,
        d.pricing_unit, d.hectares, d.price_per_hectare, d.price_per_hectare_usd, d.nearest_town,
        d.access, d.payment_type, d.description, d.state, d.facilities, d.technical_report,
        d.video_link, d.main_image_url, d.images, d.location_name, d.location_lat, d.location_lng,
        'active', false, o.at - g * interval '1 minute', o.at - g * interval '1 minute'
      from generate_series(1, ${LARGE_CATALOGUE_COPIES}) as g
      cross join oldest o
      join demo d on d.n = g % d.total
    `);
    await db.execute(sql`analyze properties`);
  }
  const { rows: live } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from properties where status = 'active'`,
  );
  console.log(
    `large catalogue: ${live[0]?.count} live listings in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
