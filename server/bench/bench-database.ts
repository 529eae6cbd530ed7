import pg from 'pg';

export const BENCH_DATABASE = 'tranquera_bench';

/** `url` with another database name, e.g. the server's maintenance database. */
export function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer<T = unknown>(url: string, statement: string): Promise<T[]> {
  const admin = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 3000,
  });
  await admin.connect();
  try {
    return (await admin.query(statement)).rows as T[];
  } finally {
    await admin.end();
  }
}

/** Whether a PostgreSQL server answers at `url` (its `postgres` database). */
export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await onServer(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** A fresh, empty `tranquera_bench` database on the server of `url` (a leftover one is replaced). */
export async function createBenchDatabase(url: string): Promise<string> {
  await dropBenchDatabase(url);
  await onServer(url, `CREATE DATABASE ${BENCH_DATABASE}`);
  return withDatabase(url, BENCH_DATABASE);
}

export async function dropBenchDatabase(url: string) {
  await onServer(url, `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
}

const MARK = /^tranquera bench: (\d+) listings$/;

/** Written once a load has finished, so BENCH_REUSE never picks up a half-loaded database. */
export async function markBenchDatabase(url: string, listings: number) {
  await onServer(url, `COMMENT ON DATABASE ${BENCH_DATABASE} IS 'tranquera bench: ${listings} listings'`);
}

/** How many listings a kept `tranquera_bench` holds, or null when there is none (or half of one). */
export async function benchDatabaseListings(url: string): Promise<number | null> {
  const [row] = await onServer<{ mark: string | null }>(
    url,
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = '${BENCH_DATABASE}'`,
  );
  const match = MARK.exec(row?.mark ?? '');
  return match ? Number(match[1]) : null;
}
