import pg from 'pg';

export const BENCH_DATABASE = 'tranquera_bench';

/** `url` with another database name, e.g. the server's maintenance database. */
function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
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
