import { propertySearchQuerySchema } from '@tranquera/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { insertProperty, insertUser } from '../../db/seed/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { searchProperties } from './search-properties.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await insertUser(app.db);
  for (let i = 0; i < 6; i++) {
    await insertProperty(app.db, owner.id, {
      listing_title: `Campo con aguadas ${i}`,
      createdAt: new Date(Date.UTC(2024, 5, 1 + i)),
    });
  }
});
afterAll(() => app.close());

/**
 * The database, with another visitor's write landing between a search page's two statements
 * (its rows' ids, then their cards by id): the listing a moderator takes down right then.
 */
function withWriteBetweenStatements(db: Database, write: (pageIds: string[]) => Promise<void>) {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  let pageIds: string[] = [];
  let written = false;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        if (!written && text.includes('json_build_array') && text.includes('any(')) {
          written = true;
          await write(pageIds);
        }
        const result = await target.execute(query);
        if (text.startsWith('select page.id')) {
          pageIds = (result.rows as { id: string }[]).map((row) => row.id);
        }
        return result;
      };
    },
  });
}

describe('a search page whose listing changes between its two statements', () => {
  it('is read again at once: a full page, without the listing taken down', async () => {
    const query = propertySearchQuerySchema.parse({ search: 'aguadas', limit: '3' });
    const before = await searchProperties(app.db, query);
    const takenDown = before.payload[0]!._id;
    const db = withWriteBetweenStatements(app.db, async (pageIds) => {
      expect(pageIds).toContain(takenDown);
      await app.db.update(properties).set({ status: 'rejected' }).where(eq(properties.id, takenDown));
    });
    const during = await searchProperties(db, query);
    const ids = during.payload.map((listing) => listing._id);
    expect(ids).not.toContain(takenDown);
    // The page a search made after the write shows: three cards, and more to come.
    const after = await searchProperties(app.db, query);
    expect(ids).toEqual(after.payload.map((listing) => listing._id));
    expect(ids).toHaveLength(3);
    expect(during.info.hasNextPage).toBe(true);
  });
});
