import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareStatements } from '../src/db/prepared-statements.ts';
import { postgresConfig } from '../src/db/session-settings.ts';
import { type LatencySummary, summarize } from './latency.ts';

/** One statement as Drizzle sent it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** Runs captured statements straight through the driver, without the app. */
export interface SqlRunner {
  /** One bare "request": a URL's statements in sequence on one session. */
  run(statements: Statement[]): Promise<void>;
  /** EXPLAIN (ANALYZE, BUFFERS) of one statement, as lines. */
  explain(statement: Statement): Promise<string[]>;
  close(): Promise<void>;
}

const explainOf = (statement: Statement) => `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`;

/** A pool as big as the load's connections, like the server's own pool, with its session settings. */
export function pgRunner(databaseUrl: string, connections: number): SqlRunner {
  const pool = new pg.Pool({ ...postgresConfig(databaseUrl), max: connections });
  pool.on('error', () => {});
  // As the server's pool does: the same statements, prepared the same way (src/db/prepared-statements.ts).
  prepareStatements(pool);
  return {
    async run(statements) {
      const client = await pool.connect();
      try {
        for (const { text, params } of statements)
          await client.query({ text, values: params, rowMode: 'array' });
      } finally {
        client.release();
      }
    },
    async explain(statement) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(explainOf(statement), statement.params);
      return rows.map((row) => row['QUERY PLAN']);
    },
    close: () => pool.end(),
  };
}

/** PGlite's own client: one embedded session that queues concurrent queries, as the server's does. */
export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    async run(statements) {
      for (const { text, params } of statements) await client.query(text, params, { rowMode: 'array' });
    },
    async explain(statement) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(explainOf(statement), statement.params);
      return rows.map((row) => row['QUERY PLAN']);
    },
    close: async () => {},
  };
}

/**
 * `connections` workers replay the URLs' statements in turn for `duration` seconds, each
 * request timed from its first statement to its last result.
 */
export async function measureBare(
  runner: SqlRunner,
  requests: Statement[][],
  options: { connections: number; duration: number },
): Promise<LatencySummary> {
  const times: number[] = [];
  let failures = 0;
  let turn = 0;
  const started = performance.now();
  const end = started + options.duration * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const statements = requests[turn++ % requests.length]!;
        const begun = performance.now();
        try {
          await runner.run(statements);
          times.push(performance.now() - begun);
        } catch {
          failures++;
        }
      }
    }),
  );
  return summarize(times, (performance.now() - started) / 1000, failures);
}
