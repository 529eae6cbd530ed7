/**
 * What the map's index costs to follow writes (map-changes.ts), on a kept benchmark database:
 * one whole read, the text masks of two broad words, then rounds of 1, 10, 100 and 1,000
 * listings written (an UPDATE that changes nothing, which the log still names), each followed
 * by the index's read of those changes and the 'campo' mask made from the one before; then the
 * 'monte' mask, not asked for since the start (carried over five refreshes). For work
 * on the map, not a goal. It writes to the database: run it with no server up.
 *
 *   npx tsx bench/map-refresh.ts [DATABASE_URL of tranquera_bench | PGlite folder]
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import type { CatalogueVersion } from '../src/modules/properties/catalogue-version.ts';
import { MapIndex } from '../src/modules/properties/map-index.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';

const [target = withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE)] = process.argv.slice(2);
const handle = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target, dataDir: null } : { dataDir: target },
);
let version = 1;
const index = new MapIndex(handle.db, {
  get current() {
    return version;
  },
} as CatalogueVersion);
const since = (start: number) => `${Math.round(performance.now() - start)} ms`;

let start = performance.now();
let snapshot = await index.current();
console.log(`whole read: ${since(start)}, ${snapshot.size.toLocaleString('en')} listings on the map`);
for (const text of ['campo', 'monte']) {
  start = performance.now();
  await index.textMask(snapshot, text);
  console.log(`  text mask '${text}' read whole: ${since(start)}`);
}
for (const written of [0, 1, 10, 100, 1000]) {
  await handle.db.execute(sql`update properties set price_per_hectare_usd = price_per_hectare_usd
    where id in (select id from properties where status = 'active' order by random() limit ${written})`);
  version++;
  start = performance.now();
  snapshot = await index.current();
  const read = since(start);
  start = performance.now();
  await index.textMask(snapshot, 'campo');
  console.log(
    `${written} written: the index read by its changes ${read}, 'campo' made from the one before ${since(start)}`,
  );
}
// 'monte' was last asked for before the rounds: its mask is carried over that many refreshes
// (INHERITED_GENERATIONS), or read whole again.
start = performance.now();
await index.textMask(snapshot, 'monte');
console.log(`'monte', last asked 5 refreshes before: ${since(start)}`);
await handle.close();
