/**
 * Two running servers (the commit before a change and after, on the same database) asked the
 * same URLs: every search scenario's, the map's area lists, and the 'Ver más' chains walked on the
 * second server (its cursors asked of both), 2,000 listings' details, 200 listings' similar ones and
 * the home's recommended; prints how many answers are byte for byte the same and the first that
 * differ. For changes that must not change an answer (a statement rewritten, a serializer).
 * The listings' ids come from COMPARE_DATABASE_URL (default: the kept PostgreSQL benchmark
 * database, whose ids a kept PGlite data set shares).
 *
 *   npx tsx bench/compare-answers.mts http://127.0.0.1:3301 http://127.0.0.1:3302
 */
import { cursorScenario } from './cursor-chains.ts';
import { mapScenarios } from './map-scenarios.ts';
import { liveListingIds } from './mixed-load.ts';
import { detailPath, searchScenarios } from './scenarios.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-answers.mts <before url> <after url>');

const { scenario: chains } = await cursorScenario(after);
const liveIds = await liveListingIds(
  process.env.COMPARE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tranquera_bench',
);
const paths = [
  ...liveIds.map(detailPath),
  ...liveIds.slice(0, 200).map((id) => `/api/properties/similar/${id}`),
  '/api/properties/get-recommended',
  ...searchScenarios().flatMap((scenario) => scenario.paths),
  ...mapScenarios()
    .filter((scenario) => scenario.kind === 'search')
    .flatMap((scenario) => scenario.paths),
  ...(chains?.paths ?? []),
];
let same = 0;
const differing: string[] = [];
for (const path of new Set(paths)) {
  const [a, b] = await Promise.all(
    [before, after].map(async (base) => {
      const response = await fetch(`${base}${path}`);
      return `${response.status} ${await response.text()}`;
    }),
  );
  if (a === b) same++;
  else differing.push(path);
}
console.log(`${same} of ${same + differing.length} answers the same`);
for (const path of differing.slice(0, 10)) console.log(`  differs: ${path}`);
process.exitCode = differing.length > 0 ? 1 : 0;
