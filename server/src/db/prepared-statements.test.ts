import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../test/build-test-app.ts';
import { MAX_PREPARED_PER_CONNECTION, PREPARE, prepareStatements } from './prepared-statements.ts';

// node-postgres only: PGlite plans each statement itself (the mark is a comment to it), and the
// search's results on both databases are checked by search.test.ts and search-reference.test.ts.
if (process.env.TEST_DATABASE_URL) {
  describe('statements prepared on a PostgreSQL connection', () => {
    let databaseUrl: string;
    let pool: pg.Pool;

    beforeAll(async () => {
      databaseUrl = await freshPostgresDatabase(process.env.TEST_DATABASE_URL as string);
      // One connection, so every statement below lands on the same backend.
      pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      prepareStatements(pool);
    });
    afterAll(async () => {
      await pool.end();
      await dropPostgresDatabase(databaseUrl);
    });

    const prepared = async () => {
      const { rows } = await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      );
      return rows.map((row) => row.statement);
    };

    it('prepares a marked statement once and runs it again by name with other values', async () => {
      const text = `${PREPARE}select $1::int * 2 as doubled`;
      const first = await pool.query({ text, values: [21] });
      const second = await pool.query({ text, values: [50] });
      expect(first.rows).toEqual([{ doubled: 42 }]);
      expect(second.rows).toEqual([{ doubled: 100 }]);
      expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
    });

    it('leaves unmarked statements, and statements named by their caller, as they are', async () => {
      await pool.query({ text: 'select $1::int + 1 as next', values: [1] });
      await pool.query({ name: 'own_name', text: `${PREPARE}select $1::text as echo`, values: ['a'] });
      const { rows } = await pool.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(rows.some((row) => row.statement.includes('+ 1 as next'))).toBe(false);
      expect(rows.filter((row) => row.statement.includes('as echo')).map((row) => row.name)).toEqual([
        'own_name',
      ]);
    });

    it('keeps at most its bound of statements on a connection, and answers right after starting over', async () => {
      const texts = Array.from(
        { length: MAX_PREPARED_PER_CONNECTION + 25 },
        (_, n) => `${PREPARE}select $1::int + ${n} as sum`,
      );
      for (const [n, text] of texts.entries()) {
        const { rows } = await pool.query({ text, values: [1000] });
        expect(rows).toEqual([{ sum: 1000 + n }]);
      }
      const kept = await prepared();
      expect(kept.length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
      // The newest ones survived the restart, and the oldest are prepared again when asked.
      expect(kept).toContain(texts.at(-1));
      const { rows } = await pool.query({ text: texts[0] as string, values: [7] });
      expect(rows).toEqual([{ sum: 7 }]);
      expect(await prepared()).toContain(texts[0]);
    });

    it('works inside a transaction, also one that failed and was rolled back', async () => {
      const client = await pool.connect();
      try {
        const text = `${PREPARE}select $1::int as value`;
        await client.query('begin');
        expect((await client.query({ text, values: [1] })).rows).toEqual([{ value: 1 }]);
        await expect(client.query({ text: `${PREPARE}select 1/$1::int`, values: [0] })).rejects.toThrow();
        await client.query('rollback');
        expect((await client.query({ text, values: [2] })).rows).toEqual([{ value: 2 }]);
      } finally {
        client.release();
      }
    });
  });
} else {
  it('marks a statement with a comment that the embedded database runs as it is', async () => {
    const db = new PGlite();
    try {
      const { rows } = await db.query(`${PREPARE}select $1::int * 2 as doubled`, [21]);
      expect(rows).toEqual([{ doubled: 42 }]);
    } finally {
      await db.close();
    }
  });
}
