import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';

/** One database session that runs raw SQL; several lanes run side by side on PostgreSQL. */
export interface Lane {
  exec(statement: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  release(): void;
}

/**
 * Up to `wanted` sessions of `db`'s driver: separate connections on PostgreSQL, the one
 * embedded session on PGlite (it runs one statement at a time anyway). `setup` runs first on each.
 */
export async function openLanes(db: Database, wanted: number, setup: string[] = []): Promise<Lane[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  const lanes: Lane[] = [];
  if (client instanceof pg.Pool) {
    for (let i = 0; i < wanted; i++) {
      const connection = await client.connect();
      lanes.push({
        exec: async (statement) => void (await connection.query(statement)),
        query: async <T>(statement: string) => (await connection.query(statement)).rows as T[],
        release: () => connection.release(),
      });
    }
  } else if (client instanceof PGlite) {
    lanes.push({
      exec: async (statement) => void (await client.exec(statement)),
      query: async <T>(statement: string) => (await client.query<T>(statement)).rows,
      release: () => {},
    });
  } else {
    throw new Error('openLanes: unknown database driver');
  }
  for (const lane of lanes) for (const statement of setup) await lane.exec(statement);
  return lanes;
}

/** Runs `jobs` on the lanes, each lane taking the next job when it is free. */
export async function runOnLanes(lanes: Lane[], jobs: ((lane: Lane) => Promise<void>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < jobs.length) await jobs[next++]!(lane);
    }),
  );
}

/** Undoes the lanes' settings (a pooled connection outlives them) and gives the connections back. */
export async function releaseLanes(lanes: Lane[]): Promise<void> {
  for (const lane of lanes) {
    await lane.exec('RESET ALL').catch(() => {});
    lane.release();
  }
}
