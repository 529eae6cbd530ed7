import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testPostgresDatabase } from '../test/build-test-app.ts';
import { openDatabase } from './client.ts';
import { postgresConfig, SESSION_OPTIONS } from './session-settings.ts';

describe('postgresConfig', () => {
  it('reads the URL and starts each connection with the session settings', () => {
    const config = postgresConfig('postgres://tranquera:secret@db.example:6543/catalogue');
    expect(config).toMatchObject({
      user: 'tranquera',
      password: 'secret',
      host: 'db.example',
      port: 6543,
      database: 'catalogue',
      options: SESSION_OPTIONS,
    });
  });

  it("keeps the URL's own options after them, so the operator's settings win", () => {
    const config = postgresConfig(
      'postgres://tranquera@localhost/catalogue?options=-c%20jit%3Don%20-c%20statement_timeout%3D5000',
    );
    expect(config.options).toBe(`${SESSION_OPTIONS} -c jit=on -c statement_timeout=5000`);
  });

  it('reads a Unix socket URL as pg does', () => {
    const config = postgresConfig('socket:/var/run/postgresql?db=catalogue');
    expect(config).toMatchObject({
      host: '/var/run/postgresql',
      database: 'catalogue',
      options: SESSION_OPTIONS,
    });
  });
});

// The settings as a server's connections see them: the suite's PostgreSQL pass only (the
// embedded database is one process, with no parallel workers or JIT to turn off).
const { url: databaseUrl, handles } = await testPostgresDatabase();

async function settingsOf(url: string) {
  const handle = await openDatabase({ databaseUrl: url, dataDir: null });
  handles.push(handle);
  // Every connection of the pool at once, so more than the first one is asked.
  return Promise.all(
    Array.from({ length: 4 }, () =>
      handle.db
        .execute<{ workers: string; jit: string; timeout: string }>(
          sql`select current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('jit') as jit, current_setting('statement_timeout') as timeout,
            pg_sleep(0.05)::text`,
        )
        .then((result) => result.rows[0]),
    ),
  );
}

// Registered on that pass only rather than left skipped on the other.
if (databaseUrl) {
  describe('the server’s connections to PostgreSQL', () => {
    it('run without parallel workers or JIT', async () => {
      const settings = await settingsOf(databaseUrl);
      for (const row of settings) expect(row).toMatchObject({ workers: '0', jit: 'off', timeout: '0' });
    });

    it("add DATABASE_URL's options to them", async () => {
      const url = new URL(databaseUrl);
      url.searchParams.set('options', '-c statement_timeout=4321 -c max_parallel_workers_per_gather=1');
      const settings = await settingsOf(url.toString());
      for (const row of settings) expect(row).toMatchObject({ workers: '1', jit: 'off', timeout: '4321ms' });
    });
  });
}
