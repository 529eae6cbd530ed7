/**
 * A search scenario's pages read by the database alone and with the map's index (search-candidates.ts),
 * one URL after the other in this process, on a kept benchmark database: the mean and p95 of a
 * page, this process's CPU a page and how many pages the index answered, in turn for three rounds.
 * For work on the plans (bench/PLANS.md), not a goal: under load, `ab-compare.ts` decides.
 *
 *   BENCH_KEEP=1 npm run bench          (once, to keep tranquera_bench)
 *   npx tsx bench/indexed-pages.ts text-filters [DATABASE_URL of tranquera_bench]
 *   npx tsx bench/indexed-pages.ts text-filters /tmp/tranquera-bench-pglite/pglite   (a kept PGlite)
 */
import { propertySearchQuerySchema } from '@tranquera/contracts';
import { openDatabase } from '../src/db/client.ts';
import { CatalogueVersion } from '../src/modules/properties/catalogue-version.ts';
import { MapIndex } from '../src/modules/properties/map-index.ts';
import { indexedMatches, type PageNeed } from '../src/modules/properties/search-candidates.ts';
import { SearchTotals } from '../src/modules/properties/search-count.ts';
import type { FilteredSearch } from '../src/modules/properties/search-filters.ts';
import { type SearchOptions, searchProperties } from '../src/modules/properties/search-properties.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { searchScenarios } from './scenarios.ts';

const [key = 'text-filters', url = withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE)] =
  process.argv.slice(2);
const scenario = searchScenarios().find((candidate) => candidate.key === key);
if (scenario?.kind !== 'search') throw new Error(`no search scenario ${key}`);
const queries = scenario.paths.map((path) =>
  propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(path.split('?')[1]))),
);

const handle = url.startsWith('postgres')
  ? await openDatabase({ databaseUrl: url, dataDir: null })
  : await openDatabase({ dataDir: url, lockHolder: 'indexed-pages' });
const catalogue = new CatalogueVersion();
const index = new MapIndex(handle.db, catalogue);
let answered = 0;
/** Time spent finding and ranking a page's listings in memory (`indexedMatches`), this round. */
let ranking = 0;
// Both remember totals, as the app does: a page of a search counted once is not counted again.
const withIndex: SearchOptions = {
  totals: new SearchTotals(catalogue),
  indexedMatches: (query: FilteredSearch, need: PageNeed) => {
    const start = performance.now();
    // As the route asks it on this database (routes.ts).
    const matches = indexedMatches(index, query, need, { databaseInProcess: handle.kind === 'pglite' });
    ranking += performance.now() - start;
    if (matches) answered++;
    return matches;
  },
};
const databaseAlone: SearchOptions = { totals: new SearchTotals(catalogue) };

// Until the index holds every text's masks (read in the background, one text at a time).
const begun = performance.now();
for (let pass = 0; pass < 3; pass++) {
  for (const query of queries) {
    await searchProperties(handle.db, query, withIndex);
    await index.idle();
  }
}
console.log(
  `${queries.length} URLs; the index read and its masks held in ${Math.round(performance.now() - begun)} ms`,
);

for (let round = 1; round <= 3; round++) {
  for (const [name, options] of [
    ['database', databaseAlone],
    ['index', withIndex],
  ] as const) {
    answered = 0;
    ranking = 0;
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (const query of queries) {
      const start = performance.now();
      await searchProperties(handle.db, query, options);
      times.push(performance.now() - start);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    console.log(
      `round ${round} ${name.padEnd(8)} mean ${mean.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms, ` +
        `this process ${((used.user + used.system) / 1000 / times.length).toFixed(2)} ms CPU a page` +
        (name === 'index'
          ? `, ${answered} of ${queries.length} from the index, ranked in memory ${(ranking / times.length).toFixed(2)} ms a page`
          : ''),
    );
  }
}
await handle.close();
