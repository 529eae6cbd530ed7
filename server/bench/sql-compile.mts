/**
 * Drizzle's `sqlToQuery` against the app's compiler (src/db/sql-compiler.ts) on every statement
 * the search scenarios' services build, compiled in a loop (CPU only, no database time): how many
 * microseconds a search URL spends turning its statements into SQL text.
 *
 *   BENCH_KEEP=1 npm run bench          (once, to keep tranquera_bench)
 *   npx tsx bench/sql-compile.mts [DATABASE_URL of tranquera_bench]
 */
import type { SQL } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { compileSql } from '../src/db/sql-compiler.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { searchScenarios } from './scenarios.ts';
import { loadServiceCalls } from './service-calls.ts';

const url = process.argv[2] ?? withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE);
const handle = await openDatabase({ databaseUrl: url, dataDir: null });
type Dialect = Parameters<typeof compileSql>[0] & { sqlToQuery(statement: SQL): unknown };
const dialect = (handle.db as unknown as { dialect: Dialect }).dialect;
// The dialect's own method (Drizzle's), before the app's compiler replaced it on this instance.
const drizzleToQuery = Object.getPrototypeOf(dialect).sqlToQuery as Dialect['sqlToQuery'];
const statements: SQL[] = [];
const installed = dialect.sqlToQuery.bind(dialect);
dialect.sqlToQuery = (statement: SQL) => {
  statements.push(statement);
  return installed(statement);
};
const calls = await loadServiceCalls();
const paths = searchScenarios().flatMap((scenario) => scenario.paths);
for (const path of paths) await calls.call(handle.db, path);
await handle.close();

const perUrl = (run: () => void) => {
  const start = performance.now();
  for (let i = 0; i < 5; i++) run();
  return ((performance.now() - start) * 1000) / 5 / paths.length;
};
console.log(`${statements.length} statements of ${paths.length} search URLs`);
for (let round = 1; round <= 3; round++) {
  const drizzle = perUrl(() => {
    for (const statement of statements) drizzleToQuery.call(dialect, statement);
  });
  let leftToDrizzle = 0;
  const ours = perUrl(() => {
    for (const statement of statements) if (compileSql(dialect, statement) === null) leftToDrizzle++;
  });
  console.log(
    `round ${round}: Drizzle ${drizzle.toFixed(1)} µs a URL, the app's compiler ${ours.toFixed(1)} µs (${leftToDrizzle / 5} statements left to Drizzle)`,
  );
}
