/**
 * Groundwork, not a goal (bench/PLANS.md, "twelfth session"): what a text search's capped count
 * would cost from the map's in-memory index instead of PostgreSQL. For each URL of a search
 * scenario with words, on a kept benchmark database: the count the search runs
 * (`boundedCount`, warm: its second run), and the same count from the index (the text's mask,
 * the filters slot by slot, up to the bound), with the mask's first read timed apart; the two
 * totals are compared.
 *
 *   BENCH_KEEP=1 npm run bench          (once, to keep tranquera_bench)
 *   npx tsx bench/text-counts.ts narrow-text [DATABASE_URL of tranquera_bench]
 */
import { propertySearchQuerySchema, SEARCH_TEXT_TOTAL_BOUND } from '@tranquera/contracts';
import { and, type SQL } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { CatalogueVersion } from '../src/modules/properties/catalogue-version.ts';
import { matchesSlot, slotFilter } from '../src/modules/properties/map-filter.ts';
import { MapIndex } from '../src/modules/properties/map-index.ts';
import { boundedCount } from '../src/modules/properties/search-count.ts';
import { searchFilters } from '../src/modules/properties/search-filters.ts';
import { wordsStartingAs } from '../src/modules/properties/search-vocabulary.ts';
import { resolveTextSearch, wordQueriesOf } from '../src/modules/properties/text-query.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';
import { searchScenarios } from './scenarios.ts';

const [key = 'narrow-text', url = withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE)] = process.argv.slice(2);
const scenario = searchScenarios().find((candidate) => candidate.key === key);
if (!scenario) throw new Error(`no search scenario ${key}`);

const { db } = await openDatabase({ databaseUrl: url, dataDir: null });
const index = new MapIndex(db, new CatalogueVersion());
const snapshot = await index.current();
await index.idle();

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const sqlMs: number[] = [];
const memoryMs: number[] = [];
const maskMs: number[] = [];
let differ = 0;
const seen = new Set<string>();
for (const path of scenario.paths) {
  const query = propertySearchQuerySchema.parse(
    Object.fromEntries(new URL(path, 'http://bench').searchParams),
  );
  if (!query.search || query.bbox || query.userId) continue;
  const text = await resolveTextSearch(query.search, (word) => wordsStartingAs(db, word), wordQueriesOf(db));
  if (!text) continue;
  const where = and(searchFilters(query, { withText: true }), text.matches) as SQL;
  // One count per search (what a search's pages and orders share, as the app remembers them).
  const key = JSON.stringify([
    query.search,
    query.category,
    query.operation,
    query.state,
    query.minPrice,
    query.maxPrice,
    query.hectares,
  ]);
  if (seen.has(key)) continue;
  seen.add(key);
  await boundedCount(db, where, true);
  let begun = performance.now();
  const counted = await boundedCount(db, where, true);
  sqlMs.push(performance.now() - begun);

  begun = performance.now();
  const mask = await index.textMask(snapshot, query.search);
  maskMs.push(performance.now() - begun);
  begun = performance.now();
  const matches = matchesSlot(snapshot, slotFilter(query, null));
  let found = 0;
  // The mask's set bits, 32 slots a word, up to one past the bound.
  for (let word = 0; word < mask.length && found <= SEARCH_TEXT_TOTAL_BOUND; word++) {
    let bits = mask[word]!;
    while (bits !== 0 && found <= SEARCH_TEXT_TOTAL_BOUND) {
      const lowest = bits & -bits;
      const slot = (word << 5) + 31 - Math.clz32(lowest);
      bits ^= lowest;
      if (slot < snapshot.size && matches(slot)) found++;
    }
  }
  memoryMs.push(performance.now() - begun);
  const fromIndex = Math.min(found, SEARCH_TEXT_TOTAL_BOUND);
  if (fromIndex !== counted.total || found <= SEARCH_TEXT_TOTAL_BOUND !== counted.exact) {
    differ++;
    console.log(`differs: ${path} SQL ${counted.total} (${counted.exact}) index ${found}`);
  }
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0).toFixed(0);
console.log(
  `${key}: ${sqlMs.length} distinct counts of ${scenario.paths.length} URLs, ${snapshot.size} listings in the index`,
);
console.log(`  SQL capped count (warm):   sum ${sum(sqlMs)} ms, p95 ${p95(sqlMs).toFixed(1)} ms`);
console.log(`  index count, mask held:    sum ${sum(memoryMs)} ms, p95 ${p95(memoryMs).toFixed(1)} ms`);
console.log(`  the mask's first read:     sum ${sum(maskMs)} ms, p95 ${p95(maskMs).toFixed(1)} ms`);
console.log(`  totals that differ: ${differ}`);
process.exit(0);
