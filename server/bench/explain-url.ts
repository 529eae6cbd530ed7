/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement the API's service runs for the URLs given, on a
 * kept benchmark database (for bench/PLANS.md and for work on one slow URL of slowest-urls.ts).
 *
 *   BENCH_KEEP=1 npm run bench          (once, to keep tranquera_bench)
 *   npx tsx bench/explain-url.ts '/api/properties/?search=gana&category=Agr%C3%ADcola&page=3'
 *
 * EXPLAIN_DB names another database (default: tranquera_bench on 127.0.0.1); SQL=1 prints each
 * statement and its parameters above its plan.
 */
import pg from 'pg';
import { postgresConfig } from '../src/db/session-settings.ts';
import { openDatabase } from '../src/db/client.ts';
import { DEFAULT_POSTGRES_URL } from './bench-config.ts';
import { BENCH_DATABASE, withDatabase } from './bench-database.ts';
import { loadServiceCalls, StatementLog } from './service-calls.ts';

const url = process.env.EXPLAIN_DB ?? withDatabase(DEFAULT_POSTGRES_URL, BENCH_DATABASE);
const log = new StatementLog();
const handle = await openDatabase({ databaseUrl: url, dataDir: null, logger: log });
// The server's session settings (src/db/session-settings.ts), as its statements run.
const bare = new pg.Pool({ ...postgresConfig(url), max: 1 });
const calls = await loadServiceCalls();
for (const path of process.argv.slice(2)) {
  const statements = await log.capture(() => calls.call(handle.db, path));
  console.log(`#### ${decodeURIComponent(path)}`);
  for (const statement of statements) {
    if (process.env.SQL) console.log(statement.text, JSON.stringify(statement.params));
    const plan = await bare.query({
      text: `explain (analyze, buffers) ${statement.text}`,
      values: statement.params,
    });
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
await bare.end();
await handle.close();
