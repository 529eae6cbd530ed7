import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { pgliteRunner, pgRunner, type SqlRunner } from './bare-sql.ts';
import type { BenchConfig } from './bench-config.ts';
import {
  BENCH_DATABASE,
  benchDatabaseListings,
  createBenchDatabase,
  dropBenchDatabase,
  markBenchDatabase,
  withDatabase,
} from './bench-database.ts';
import { loadBenchCatalogue, sampleLiveIds } from './listing-generator.ts';

export interface Prepared {
  liveIds: string[];
  /** Seconds the load took (index builds and VACUUM ANALYZE included); null when reused. */
  loadSeconds: number | null;
}

/** One database the benchmark runs on: PGlite in a DATA_DIR, or a PostgreSQL database. */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  label: string;
  /** Loads the catalogue, or finds the kept one; the database is closed again after. */
  prepare(): Promise<Prepared>;
  /** What the server process needs to open the same database. */
  serverEnv: Record<string, string>;
  /** Opens the database in this process (for PGlite only while no server holds it). */
  open(logger: Logger): Promise<{ handle: DatabaseHandle; runner(connections: number): SqlRunner }>;
  /** Removes the data, or says how to reuse it when kept. */
  finish(): Promise<void>;
}

const KEPT_PGLITE_DIR = path.join(tmpdir(), 'tranquera-bench-pglite');
const MARKER = 'bench.json';
const owners = (listings: number) => Math.max(1, Math.ceil(listings / 50));

async function loadOrReuse(
  config: BenchConfig,
  keptListings: number | null,
  open: () => Promise<DatabaseHandle>,
  fresh: () => Promise<void>,
): Promise<Prepared> {
  if (config.reuse && keptListings === config.listings) {
    console.log(`Reusing the kept catalogue of ${config.listings.toLocaleString('en')} listings.`);
    const handle = await open();
    try {
      return { liveIds: await sampleLiveIds(handle.db, config.listings), loadSeconds: null };
    } finally {
      await handle.close();
    }
  }
  await fresh();
  const handle = await open();
  try {
    console.log(
      `Loading ${config.listings.toLocaleString('en')} listings (${owners(config.listings)} sellers)…`,
    );
    const { liveIds, seconds } = await loadBenchCatalogue(handle.db, config.listings);
    return { liveIds, loadSeconds: seconds };
  } finally {
    await handle.close();
  }
}

export function pgliteTarget(config: BenchConfig): BenchTarget {
  const dataDir = config.keep ? KEPT_PGLITE_DIR : mkdtempSync(path.join(tmpdir(), 'tranquera-bench-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const marker = path.join(dataDir, MARKER);
  const open = (logger?: Logger) => openDatabase({ dataDir: pgliteDir, lockHolder: 'the benchmark', logger });
  return {
    kind: 'pglite',
    label: 'PGlite',
    serverEnv: { DATA_DIR: dataDir },
    async prepare() {
      const kept = existsSync(marker)
        ? (JSON.parse(readFileSync(marker, 'utf8')) as { listings: number }).listings
        : null;
      const prepared = await loadOrReuse(config, kept, open, async () => {
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      });
      writeFileSync(marker, JSON.stringify({ listings: config.listings }));
      return prepared;
    },
    async open(logger) {
      const handle = await open(logger);
      return { handle, runner: () => pgliteRunner(handle.db.$client) };
    },
    async finish() {
      if (!config.keep) return rmSync(dataDir, { recursive: true, force: true });
      console.log(
        `Kept the PGlite data in ${dataDir}: rerun with BENCH_REUSE=1 BENCH_DATABASES=pglite ` +
          `BENCH_LISTINGS=${config.listings} npm run bench, or serve it with ` +
          `DATA_DIR=${dataDir} SEED_DEMO=false npm run dev -w server.`,
      );
    },
  };
}

export function postgresTarget(config: BenchConfig, serverUrl: string): BenchTarget {
  const databaseUrl = withDatabase(serverUrl, BENCH_DATABASE);
  // The server's own files (JWT secret, uploads folder) while it runs on PostgreSQL.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-bench-'));
  const open = (logger?: Logger) => openDatabase({ databaseUrl, dataDir: null, logger });
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    async prepare() {
      const kept = config.reuse ? await benchDatabaseListings(serverUrl) : null;
      const prepared = await loadOrReuse(config, kept, open, async () => {
        await createBenchDatabase(serverUrl);
      });
      await markBenchDatabase(serverUrl, config.listings);
      return prepared;
    },
    async open(logger) {
      const handle = await open(logger);
      return { handle, runner: (connections) => pgRunner(databaseUrl, connections) };
    },
    async finish() {
      rmSync(dataDir, { recursive: true, force: true });
      if (!config.keep) return dropBenchDatabase(serverUrl);
      const shown = new URL(databaseUrl);
      if (shown.password) shown.password = '…';
      const safeUrl = shown.toString();
      console.log(
        `Kept the database ${BENCH_DATABASE} (${safeUrl}): rerun with BENCH_REUSE=1 ` +
          `BENCH_DATABASES=postgres BENCH_LISTINGS=${config.listings} npm run bench, or serve it with ` +
          `DATABASE_URL=${safeUrl} SEED_DEMO=false npm run dev -w server.`,
      );
    },
  };
}
