import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startSmtpCapture } from './smtp-capture.ts';

/**
 * A fresh app on its own database per test file: in-memory PGlite by default, or a fresh
 * schema on PostgreSQL when TEST_DATABASE_URL is set (the suite runs on both).
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: { clock?: () => Date } = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tranquera-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const app = await buildApp({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      PUBLIC_URL: 'http://tranquera.test',
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    inMemoryDatabase: !databaseUrl,
    databaseTemplate: databaseUrl ? undefined : migratedTemplate(),
    logger: false,
    clock: options.clock,
    checkResponses: true,
  });
  app.addHook('onClose', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      await app.database.close();
      await dropPostgresDatabase(databaseUrl);
    }
  });
  return app;
}

/** The run's migrated empty PGlite database (src/test/pglite-template.ts), read once per worker. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateBytes ??= readFileSync(file);
  return new Blob([templateBytes]);
}
let templateBytes: Buffer | undefined;

export async function dropPostgresDatabase(url: string) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database next to the given one so every test file starts clean. */
export async function freshPostgresDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `tranquera_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * For a test file opening databases by hand: on the suite's PostgreSQL pass (TEST_DATABASE_URL) a
 * fresh database (`url`), undefined otherwise. The handles pushed to `handles` are closed after
 * the file's tests, then the database is dropped.
 */
export async function testPostgresDatabase(): Promise<{
  url: string | undefined;
  handles: DatabaseHandle[];
}> {
  const url = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    if (url) await dropPostgresDatabase(url);
  });
  return { url, handles };
}

/** A test app whose mail goes to a fresh SMTP capture, closed with the app. */
export async function buildMailingTestApp(
  env: Record<string, string | undefined> = {},
  options: { clock?: () => Date } = {},
) {
  const smtp = await startSmtpCapture();
  const app = await buildTestApp({ SMTP_URL: smtp.url, ...env }, options);
  app.addHook('onClose', () => smtp.close());
  return { app, smtp };
}

/** A clock a test moves by hand: `clock.now` is what the app reads as the current time. */
export class TestClock {
  constructor(public now: Date) {}
  read = () => this.now;
  advanceDays(days: number) {
    this.now = new Date(this.now.getTime() + days * 24 * 60 * 60 * 1000);
  }
}
