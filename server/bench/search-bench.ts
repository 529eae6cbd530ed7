/**
 * Search and map benchmark (issues 9, 13 and 14): a generated catalogue, the real server in its
 * own process, autocannon against the public API in this process, the same SQL replayed bare
 * beside it.
 *
 *   npm run bench                    PGlite at 100,000 listings, then PostgreSQL at 100,000
 *                                    when one answers at 127.0.0.1:5432 (database `postgres`)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *                                    PostgreSQL only, in a fresh `tranquera_bench` database on
 *                                    that server (dropped after)
 *
 * Environment:
 *   DATABASE_URL       a PostgreSQL server (its maintenance database): PostgreSQL only
 *   BENCH_DATABASES    pglite, postgres or pglite,postgres: which to run (overrides the above)
 *   BENCH_LISTINGS     catalogue size (default 100000; one seller per 50 listings)
 *   BENCH_DURATION     measured seconds per scenario, API and bare SQL each (default 10)
 *   BENCH_WARMUP       warm-up seconds before each measurement (default 2; the mixed load is first
 *                      run once through its whole sequence, its figures printed: api-side.ts)
 *   BENCH_SERVER_WARMUP at most this many seconds of every scenario's URLs, taken in turn, right
 *                      after a server starts and before the first scenario, in 5 s slices until
 *                      one is no faster than the one before (default 60; 0: none): V8 compiles a
 *                      new process's code as it runs, and the first scenarios measured it
 *                      (api-side.ts `warmServer`)
 *   BENCH_CONNECTIONS  concurrent connections per scenario (default 10; the mixed load uses 20)
 *   BENCH_SCENARIOS    comma list of scenario keys to run: browse, filters, broad-word, prefix,
 *                      narrow-text, text-filters, price-sort, map, map-text, area-list, cursor,
 *                      detail, mixed (all of these by default), and mixed-two (only when listed)
 *   BENCH_PORT         first loopback port the server processes take (the first free of the 100
 *                      from it); by default any free port
 *   BENCH_CLUSTER=1    PostgreSQL's server runs as `npm run serve:cluster` (src/cluster.ts: one process
 *                      per CPU on one port); its CPU and memory figures add up its processes'
 *   BENCH_KEEP=1       keep the loaded data (PostgreSQL: database `tranquera_bench`; PGlite:
 *                      $TMPDIR/tranquera-bench-pglite) and print how to reuse it
 *   BENCH_REUSE=1      skip the load when the kept data holds BENCH_LISTINGS listings (implies
 *                      BENCH_KEEP)
 *   BENCH_EXPLAIN=1    print EXPLAIN (ANALYZE, BUFFERS) of every statement of the first 3 URLs
 *                      of each scenario (for server/bench/PLANS.md)
 *
 * Each scenario draws from at least 200 distinct URLs built from a seeded generator (the same
 * every run), warmed up then measured. The bare-SQL side calls the services the routes call, on
 * a database opened here with a statement-capturing logger, and replays each URL's statements in
 * sequence with the same concurrency: through `pg` (a pool of BENCH_CONNECTIONS) right after the
 * scenario's API run, or through PGlite's client once the server has stopped (PGlite admits one
 * process). The map scenarios (issue 13: GET /api/properties/map over distinct areas, zooms and
 * filters, with and without text) answer mostly from memory, so their bare side is the map
 * service called in this process instead (its index, grouping and SQL, without HTTP). Only the
 * mixed load needs the built web app (the HTML shell).
 *
 * `mixed-two` (issue 14, PostgreSQL only; skipped with a note on PGlite, which admits one process
 * per data folder): after the one-process mixed load (run for it even when `mixed` isn't listed),
 * two server processes start together on the same database (same DATABASE_URL, JWT_SECRET and
 * DATA_DIR, RATE_LIMITS=off, their own ports, ready when /readyz says so); both must answer the
 * same 60 API URLs alike; then the same mixed load runs with its 20 connections split 10 and 10,
 * one autocannon per process drawing from one shared sequence. Its row sums both processes' CPU
 * and RSS; the goals print its req/s, p95 and errors next to the one-process run's. E.g.
 *   BENCH_DATABASES=postgres BENCH_SCENARIOS=mixed-two npm run bench -w server
 *
 * Printed per database: a markdown table (req/s, p50/p95/p99, failures, server CPU per request
 * and RSS from /proc, bare p95 and API ÷ bare) and the goals ticked or crossed.
 * The exit code is non-zero only when requests fail, not when a goal is missed.
 */
import type { BenchConfig } from './bench-config.ts';
import { DEFAULT_POSTGRES_URL, readBenchConfig } from './bench-config.ts';
import { postgresReachable } from './bench-database.ts';
import { type BenchTarget, pgliteTarget, postgresTarget } from './bench-target.ts';
import { runOn } from './database-run.ts';
import { type DatabaseReport, hasFailures, printReport } from './report.ts';

/** Undo steps of the run in progress, for Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];

async function targets(config: BenchConfig): Promise<BenchTarget[]> {
  const postgresUrl = config.databaseUrl ?? DEFAULT_POSTGRES_URL;
  let kinds = config.databases;
  if (!kinds) {
    if (config.databaseUrl) kinds = ['postgres'];
    else if (await postgresReachable(postgresUrl)) kinds = ['pglite', 'postgres'];
    else {
      console.log(`No PostgreSQL at ${DEFAULT_POSTGRES_URL}: PGlite only.`);
      kinds = ['pglite'];
    }
  }
  return kinds.map((kind) =>
    kind === 'pglite' ? pgliteTarget(config) : postgresTarget(config, postgresUrl),
  );
}

async function main() {
  const config = readBenchConfig();
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the server and removing the data…');
    void (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
      process.exit(130);
    })();
  });
  const reports: DatabaseReport[] = [];
  for (const target of await targets(config)) {
    cleanups.push(target.finish);
    try {
      reports.push(await runOn(target, config, cleanups));
    } catch (error) {
      console.error(`${target.label} run failed:`, error);
      process.exitCode = 1;
    } finally {
      cleanups.pop();
      await target.finish();
    }
  }
  for (const report of reports) {
    printReport(report, config.connections);
    if (hasFailures(report)) process.exitCode = 1;
  }
}

await main();
