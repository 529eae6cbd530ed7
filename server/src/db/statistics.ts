import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum: without this its planner never learns how many listings match a word
 * (and picks slow plans), and index-only scans keep visiting the table because the visibility map
 * is never set. Once an hour, if listings changed, the listings and search tables are vacuumed and analysed
 * (about a second at 100,000 listings). PostgreSQL's autovacuum does this by itself.
 */
export function scheduleStatistics(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  let seenVersion = -1;
  const refresh = async () => {
    if (app.catalogue.current === seenVersion) return;
    seenVersion = app.catalogue.current;
    try {
      await app.db.execute(sql`VACUUM (ANALYZE) properties, listing_search`);
    } catch (error) {
      app.log.warn({ err: error }, 'refreshing planner statistics failed');
    }
  };
  const timer = setInterval(() => void refresh(), EVERY_HOUR);
  timer.unref();
  app.addHook('onReady', async () => {
    await refresh();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
