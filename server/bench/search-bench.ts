/**
 * Search benchmark: 100,000 generated listings, the real app on a loopback port, autocannon
 * against the public API. PGlite in a temporary DATA_DIR by default; with DATABASE_URL, a
 * fresh `tranquera_bench` database on that PostgreSQL server. Everything is removed after.
 *
 *   npm run bench -w server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -w server
 *
 * BENCH_LISTINGS, BENCH_DURATION (seconds per scenario) and BENCH_CONNECTIONS tune a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import { withIndexesDeferred } from './deferred-indexes.ts';
import { insertBenchListings } from './listing-generator.ts';
import { formatTable, measure, type Measurement, type Scenario } from './load-test.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP = 2;

const searchUrl = (query: Record<string, string>) => `/api/properties/?${new URLSearchParams(query)}`;

function scenarios(liveIds: string[]): Scenario[] {
  return [
    {
      name: 'text search + filters, page 2',
      paths: [
        searchUrl({
          search: 'campo ganadero',
          state: 'Córdoba,Buenos Aires',
          minPrice: '1000',
          maxPrice: '8000',
          page: '2',
        }),
      ],
    },
    { name: 'browse, page 1', paths: ['/api/properties/?limit=12'] },
    { name: 'broad text search "campo"', paths: [searchUrl({ search: 'campo' })] },
    {
      name: 'category + hectares',
      paths: [searchUrl({ category: 'Ganadero', hectares: '200-500,500-1000' })],
    },
    { name: 'detail by id', paths: liveIds.map((id) => `/api/properties/get-property/${id}`) },
  ];
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-bench-'));
  const databaseUrl = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
  const app = await buildApp({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    logger: false,
  });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      if (serverUrl) await dropBenchDatabase(serverUrl);
      rmSync(dataDir, { recursive: true, force: true });
    })());
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));

  try {
    const database = serverUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`Loading ${LISTINGS.toLocaleString('en')} listings into ${database}…`);
    const started = Date.now();
    const { liveIds } = await withIndexesDeferred(app.db, 'properties', () =>
      insertBenchListings(app.db, LISTINGS, Math.ceil(LISTINGS / 50)),
    );
    // What autovacuum does to a live database: planner statistics and a visibility map.
    await app.db.execute(sql`vacuum analyze`);
    console.log(`Loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;

    const rows: Measurement[] = [];
    for (const scenario of scenarios(liveIds)) {
      await measure(baseUrl, scenario, { connections: CONNECTIONS, duration: WARM_UP });
      const row = await measure(baseUrl, scenario, { connections: CONNECTIONS, duration: DURATION });
      console.log(
        `  ${scenario.name}: ${Math.round(row.requestsPerSecond)} req/s, p95 ${row.p95.toFixed(1)} ms`,
      );
      rows.push(row);
    }
    console.log(
      `\n${database}, ${LISTINGS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per scenario:\n`,
    );
    console.log(formatTable(rows));
    if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
