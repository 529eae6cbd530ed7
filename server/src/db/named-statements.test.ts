import type { Logger } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getProperty, summariesInOrder } from '../modules/properties/service.ts';
import { testPostgresDatabase } from '../test/build-test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { PREPARE } from './prepared-statements.ts';

const { url, handles } = await testPostgresDatabase();

/** Every statement text Drizzle sends, as a logger (the benchmark's bare side) sees it. */
class TextLog implements Logger {
  texts: string[] = [];
  logQuery(query: string): void {
    this.texts.push(query);
  }
}

// What the benchmark's bare side replays is the text a logger captured: a statement the server
// runs prepared must say so in its text, or the bare side plans it on every run and the
// "database alone" figure it sets beside the API's includes planning the server never pays.
it(`marks the statements built with .prepare(name) as prepared (${url ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const log = new TextLog();
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, logger: log });
  handles.push(handle);
  const missing = '00000000-0000-4000-8000-000000000000';
  log.texts = [];
  expect(await getProperty(handle.db, missing)).toBeNull();
  expect(await summariesInOrder(handle.db, [missing])).toEqual([]);
  expect(log.texts).toHaveLength(2);
  for (const text of log.texts) expect(text.startsWith(PREPARE)).toBe(true);
  // Twice more: a prepared statement's later runs answer the same.
  expect(await getProperty(handle.db, missing)).toBeNull();
  expect(await getProperty(handle.db, missing)).toBeNull();
});

it(`marks them inside a transaction too, where a connection may have prepared them already (${url ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const log = new TextLog();
  const handle = await openDatabase({ databaseUrl: url, dataDir: null, logger: log });
  handles.push(handle);
  const missing = '00000000-0000-4000-8000-000000000000';
  // On PostgreSQL every pooled connection prepares the listing by id under its name, so the
  // transaction's connection has: the same name with another text would be refused there.
  await Promise.all(Array.from({ length: 20 }, () => getProperty(handle.db, missing)));
  log.texts = [];
  await handle.db.transaction(async (tx) => {
    expect(await getProperty(tx as unknown as Database, missing)).toBeNull();
    expect(await getProperty(tx as unknown as Database, missing)).toBeNull();
  });
  const reads = log.texts.filter((text) => text.includes('from "properties"'));
  expect(reads).toHaveLength(2);
  for (const text of reads) expect(text.startsWith(PREPARE)).toBe(true);
  expect(await getProperty(handle.db, missing)).toBeNull();
});
