/**
 * Two running servers (the commit before a change and after, on the same database) asked the
 * same URLs: every search scenario's, the map's area lists, and the 'Ver más' chains walked on the
 * second server (its cursors asked of both); prints how many answers are byte for byte the same and the first that
 * differ. For changes that must not change an answer (a statement rewritten, a serializer).
 *
 *   npx tsx bench/compare-answers.mts http://127.0.0.1:3301 http://127.0.0.1:3302
 */
import { cursorScenario } from './cursor-chains.ts';
import { mapScenarios } from './map-scenarios.ts';
import { searchScenarios } from './scenarios.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-answers.mts <before url> <after url>');

const { scenario: chains } = await cursorScenario(after);
const paths = [
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
