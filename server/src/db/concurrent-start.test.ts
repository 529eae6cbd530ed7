import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { testPostgresDatabase } from '../test/build-test-app.ts';
import { migrationsApplied, openDatabase } from './client.ts';
import { properties, users } from './schema.ts';
import { buildDemoCatalogue } from './seed/demo-catalogue.ts';
import { demoFileKey } from './seed/demo-photos.ts';
import { seedDemoData } from './seed/seed-demo.ts';

// Two servers started together on one fresh database (PostgreSQL in the suite's PostgreSQL
// pass; the embedded database otherwise, where two starts share one process's database): both
// migrate and seed at once, and they must take turns rather than insert the demo twice.
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'tranquera-start-'));
// The photos seed-demo.test.ts keeps between runs, when there: rendering them takes seconds.
const photoCache = path.join(tmpdir(), `tranquera-demo-photos-${demoFileKey('test-cache')}`);
if (existsSync(photoCache)) cpSync(photoCache, path.join(uploadsDir, 'demo'), { recursive: true });
const { url: databaseUrl, handles } = await testPostgresDatabase();

afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const seeded: unknown[] = [];
const log = { info: (...args: unknown[]) => seeded.push(args) } as unknown as FastifyBaseLogger;

it('migrates and seeds once when two processes start at the same time', async () => {
  if (databaseUrl) {
    handles.push(...(await Promise.all([1, 2].map(() => openDatabase({ databaseUrl, dataDir: null })))));
  } else {
    const handle = await openDatabase({ dataDir: null });
    handles.push(handle, handle);
  }
  const [first, second] = handles.map((handle) => handle.db);

  await Promise.all([first, second].map((db) => seedDemoData(db!, { uploadsDir, log })));

  const demo = buildDemoCatalogue(Date.now());
  expect(await first!.$count(users)).toBe(demo.owners.length);
  expect(await first!.$count(properties)).toBe(demo.listings.length);
  expect(seeded).toHaveLength(1);
  const migrations = await first!.execute<{ hash: string }>(
    sql`SELECT hash FROM drizzle.__drizzle_migrations`,
  );
  const hashes = migrations.rows.map((row) => row.hash);
  expect(new Set(hashes).size).toBe(hashes.length);
  expect(await migrationsApplied(first!)).toBe(true);
  expect(await migrationsApplied(second!)).toBe(true);
}, 120_000);
