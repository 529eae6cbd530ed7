import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { preparePgliteStatements } from './pglite-prepared.ts';
import { markNamedStatements, prepareStatements } from './prepared-statements.ts';
import { postgresConfig } from './session-settings.ts';
import { installSqlCompiler } from './sql-compiler.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Migrations live next to this file in the sources and are copied beside the bundle. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * The advisory lock held while a process migrates or seeds a PostgreSQL database, so that
 * processes started together take turns (a number of our own; other advisory locks of the app
 * must use other numbers).
 */
export const STARTUP_LOCK_KEY = 7_310_420_001;

/** PostgreSQL when a URL is given, otherwise embedded PGlite in DATA_DIR (memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Who the DATA_DIR lock names while a file-backed PGlite is open ('mail:status'…). */
  lockHolder?: string;
  /** Sees every statement Drizzle sends (the benchmark captures a service's SQL with it). */
  logger?: Logger;
  /** In memory only: start from this dump of a PGlite database (`dumpDataDir`) instead of empty. */
  template?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // With the app's session settings (session-settings.ts).
    const pool = new pg.Pool({ ...postgresConfig(options.databaseUrl), max: 10 });
    // An idle connection the server drops (restart, failover, DROP … WITH (FORCE)) is replaced
    // on next use; unheard, its 'error' event would crash the process.
    pool.on('error', () => {});
    prepareStatements(pool);
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Database;
    installSqlCompiler(db);
    markNamedStatements(db);
    try {
      await migratePostgres(options.databaseUrl, options.logger);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }
  if (!options.dataDir) return openPglite(createPglite({ loadDataDir: options.template }), options.logger);
  // PGlite lives in DATA_DIR/pglite; the lock guards the whole DATA_DIR (photos included).
  const lock = acquireDataDirLock(path.dirname(options.dataDir), options.lockHolder ?? 'the server');
  try {
    const handle = await openPglite(createPglite({ dataDir: options.dataDir }), options.logger);
    return { ...handle, close: once(() => handle.close().finally(() => lock.release())) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Migrates on a connection of its own holding the startup lock: a second process started at
 * the same time waits, then finds every migration applied. The lock ends with the connection,
 * also when the migration fails.
 */
async function migratePostgres(databaseUrl: string, logger?: Logger): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema, logger }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the database has every migration this build knows (or newer ones, from a process
 * running a later build): what Drizzle's migrator compares, the newest migration's timestamp.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  latestMigration ??= Math.max(
    ...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis),
  );
  const result = await db.execute<{ latest: string | null }>(
    sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
  );
  const latest = result.rows[0]?.latest;
  return latest != null && Number(latest) >= latestMigration;
}
let latestMigration: number | undefined;

/**
 * PGlite with the extensions the schema needs; the backup scripts open it the same way. Sized for
 * a small server (docs/decisions/server-memory.md): WASM memory never shrinks, so every page
 * Postgres touches stays resident.
 */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): PGlite {
  // initdb in this process would leave ~190 MB behind for good (a second Postgres instance and a
  // tarball of the new cluster): a new data directory is made by a short-lived child instead.
  if (options.dataDir && !options.loadDataDir && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    const child = spawnSync(
      process.execPath,
      [
        '-e',
        'require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())',
        createRequire(import.meta.url).resolve('@electric-sql/pglite'),
        options.dataDir,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (child.status !== 0) {
      throw new Error(`Could not create the database in ${options.dataDir}: ${child.error ?? child.stderr}`);
    }
  }
  return new PGlite({
    ...options,
    extensions: { unaccent, btree_gin },
    startParams: [
      ...PGlite.defaultStartParams,
      // 128 MB by default, all touched at start. A page not in them is read from the data file
      // through the OS's cache, ~10 µs each: a fifth of the server's busy time under text
      // searches at 32 MB. 80 MB since the WebAssembly is compiled once (wasm-compilation.ts)
      // and sharp loads on first use, which made room for it (docs/decisions/server-memory.md).
      '-c',
      'shared_buffers=80MB',
      // Index builds and VACUUM: 64 MB by default, kept resident after the first one.
      '-c',
      'maintenance_work_mem=16MB',
      // ANALYZE holds its sample (300 rows per point of the target) in memory, ~2 KB a listing
      // with its text vectors: at 100 that is 30,000 rows and +62 MB resident for good (the
      // server analyses at start and hourly, statistics.ts). 30 samples 9,000 rows (+19 MB):
      // coarser estimates, and the searches measured as fast (docs/decisions/server-memory.md).
      '-c',
      'default_statistics_target=30',
    ],
  });
}

async function openPglite(client: PGlite, logger?: Logger): Promise<DatabaseHandle> {
  try {
    preparePgliteStatements(client);
    const db = drizzlePglite(client, { schema, logger });
    installSqlCompiler(db);
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    markNamedStatements(db);
    return { db, kind: 'pglite', close: once(() => client.close()) };
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    throw error;
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}
