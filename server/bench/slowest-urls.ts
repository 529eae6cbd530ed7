/**
 * Where a scenario's p95 comes from: every URL of one scenario run alone, one after the other
 * (no concurrency), on a kept benchmark database, and the slowest listed with each statement's
 * time. For work on the plans (bench/PLANS.md), not a goal.
 *
 *   BENCH_KEEP=1 npm run bench          (once, to keep tranquera_bench)
 *   npx tsx bench/slowest-urls.ts text-filters [top=15] [DATABASE_URL of tranquera_bench]
 *   npx tsx bench/explain-url.ts <URL>…   (the plans of one slow URL)
 *
 * The map's scenarios (`map`, `map-text`) spend their time in the server's in-memory index, not
 * in SQL: each URL's whole service call is timed instead, on a second pass (the first reads the
 * index and the texts' masks), with the URL's zoom beside it.
 */
import pg from 'pg';
import { postgresConfig } from '../src/db/session-settings.ts';
import { openDatabase } from '../src/db/client.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';
import { mapScenarios } from './map-scenarios.ts';
import { searchScenarios } from './scenarios.ts';
import { loadServiceCalls, StatementLog } from './service-calls.ts';

const [key = 'text-filters', top = '15', url = withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE)] =
  process.argv.slice(2);
const scenario = [...searchScenarios(), ...mapScenarios()].find((candidate) => candidate.key === key);
if (scenario?.kind !== 'search' && scenario?.kind !== 'map')
  throw new Error(`no search or map scenario ${key}`);

const log = new StatementLog();
const handle = await openDatabase({ databaseUrl: url, dataDir: null, logger: log });
// The server's session settings (src/db/session-settings.ts), as its statements run.
const bare = new pg.Pool({ ...postgresConfig(url), max: 1 });
const calls = await loadServiceCalls();
const timed: { path: string; ms: number; statements: number[] }[] = [];
if (scenario.kind === 'map') {
  for (const path of scenario.paths) await calls.call(handle.db, path);
  for (const path of scenario.paths) {
    const begun = performance.now();
    await calls.call(handle.db, path);
    timed.push({ path, ms: performance.now() - begun, statements: [] });
  }
}
for (const path of scenario.kind === 'search' ? scenario.paths : []) {
  const statements = await log.capture(() => calls.call(handle.db, path));
  const times: number[] = [];
  // Second run of each statement, warm, straight through `pg`.
  for (const statement of statements) {
    const begun = performance.now();
    await bare.query({ text: statement.text, values: statement.params });
    times.push(performance.now() - begun);
  }
  timed.push({ path, ms: times.reduce((a, b) => a + b, 0), statements: times });
}
timed.sort((a, b) => b.ms - a.ms);
const total = timed.reduce((sum, entry) => sum + entry.ms, 0);
console.log(
  `${scenario.paths.length} URLs, mean ${(total / timed.length).toFixed(1)} ms, p95 ${timed[Math.floor(timed.length * 0.05)]!.ms.toFixed(1)} ms`,
);
for (const entry of timed.slice(0, Number(top))) {
  console.log(
    `${entry.ms.toFixed(1).padStart(7)} ms  ${
      scenario.kind === 'map'
        ? `zoom ${new URLSearchParams(entry.path.split('?')[1]).get('zoom')}`
        : `[${entry.statements.map((ms) => ms.toFixed(1)).join(', ')}]`
    }  ${decodeURIComponent(entry.path)}`,
  );
}
await bare.end();
await handle.close();
