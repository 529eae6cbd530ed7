import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app.ts';
import { insertProperty, insertUser } from './seed/factories.ts';
import { preparePgliteStatements } from './pglite-prepared.ts';
import { MAX_PREPARED_PER_CONNECTION, PREPARE } from './prepared-statements.ts';

const preparedStatements = async (db: PGlite) =>
  (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
    (row) => row.statement,
  );

describe('statements prepared on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    preparePgliteStatements(db);
    await db.exec('create table listings (id int primary key, title text not null, seen timestamptz)');
    await db.exec(
      "insert into listings values (1, 'Campo en Azul', '2026-11-01T10:00:00Z'), (2, 'Chacra en Tandil', null)",
    );
  });
  afterAll(() => db.close());

  it('answers a marked statement like an unmarked one, with parsers and row modes', async () => {
    const text = 'select id, title, seen from listings where id = any($1::int[]) order by id';
    const plain = await db.query(text, [[1, 2]]);
    const marked = await db.query(`${PREPARE}${text}`, [[1, 2]]);
    expect(marked.rows).toEqual(plain.rows);
    expect(marked.rows[0]).toEqual({ id: 1, title: 'Campo en Azul', seen: new Date('2026-11-01T10:00:00Z') });
    expect(marked.fields.map((field) => field.name)).toEqual(['id', 'title', 'seen']);
    const asText = await db.query(`${PREPARE}${text}`, [[1]], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows).toEqual([[1, 'Campo en Azul', '2026-11-01 10:00:00+00']]);
    expect(await preparedStatements(db)).toEqual([`${PREPARE}${text}`]);
  });

  it("keeps the query's own parsers over PGlite's, and finds array types PGlite learns later", async () => {
    // One options object for every run, as Drizzle's prepared statements pass theirs.
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `at ${value}` } };
    const text = `${PREPARE}select id, seen from listings where id = $1`;
    expect((await db.query(text, [1], options)).rows).toEqual([[1, 'at 2026-11-01 10:00:00+00']]);
    await db.exec("create type land_use as enum ('campo', 'chacra')");
    await db.refreshArrayTypes();
    const uses = `${PREPARE}select array['campo', 'chacra']::land_use[] as uses, seen from listings where id = $1`;
    expect((await db.query(uses, [1], options)).rows).toEqual([
      [['campo', 'chacra'], 'at 2026-11-01 10:00:00+00'],
    ]);
    expect((await db.query(uses, [1])).rows).toEqual([
      { uses: ['campo', 'chacra'], seen: new Date('2026-11-01T10:00:00Z') },
    ]);
  });

  it('reports a bad value as the database error, and goes on answering', async () => {
    const text = `${PREPARE}select title from listings where id = $1::int`;
    await expect(db.query(text, ['uno'])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await db.query(text, [2])).rows).toEqual([{ title: 'Chacra en Tandil' }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query("update listings set title = 'Sin confirmar' where id = 1");
      await held;
      await tx.rollback();
    });
    // Give the transaction its first statement before the read is asked for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = db.query<{ title: string }>(`${PREPARE}select title from listings where id = $1`, [1]);
    release();
    await transaction.catch(() => {});
    expect((await read).rows).toEqual([{ title: 'Campo en Azul' }]);
  });

  it('answers unmarked statements, in one call, as PGlite answers them itself', async () => {
    const reference = new PGlite();
    try {
      const text = `select $1::text as text, $2::int as int, $3::numeric as numeric, $4::boolean as yes,
        $5::timestamptz as at, $6::text[] as words, $7::jsonb as doc, $8::bytea as bytes, $9::int8 as big,
        $10::uuid[] as ids, $11::text as nothing, $12::float8[] as points`;
      const values = [
        'Campo "La Tranquera", 120 ha',
        42,
        '1234.50',
        true,
        new Date('2026-11-28T13:45:06.789Z'),
        ['a,b', 'dice "hola"', null, 'barra \\ invertida', ''],
        { fotos: ['1.jpg'], precio: 10.5, nada: null },
        Buffer.from([0, 1, 254, 255]),
        2n ** 62n,
        ['0000d804-fccb-4509-8785-1ff5df20da65'],
        undefined,
        [-34.6, -58.4],
      ];
      const ours = await db.query(text, values);
      expect(ours.rows).toEqual((await reference.query(text, values)).rows);
      expect(ours.fields).toEqual((await reference.query(text, values)).fields);
      expect(ours.rows[0]).toMatchObject({ words: ['a,b', 'dice "hola"', null, 'barra \\ invertida', ''] });
      const oneCall = vi.spyOn(db, 'execProtocol');
      const pgliteCalls = vi.spyOn(db, 'execProtocolStream');
      expect((await db.query('select $1::int + 1 as two', [1])).rows).toEqual([{ two: 2 }]);
      expect(oneCall).toHaveBeenCalledTimes(1);
      expect(pgliteCalls).not.toHaveBeenCalled();
      oneCall.mockRestore();
      pgliteCalls.mockRestore();
      const written = await db.query("insert into listings values ($1, $2, now()), ($3, 'Lote', null)", [
        3,
        'Estancia',
        4,
      ]);
      expect(written.affectedRows).toBe(2);
      await expect(db.query('select title from listings where id = $1', ['tres'])).rejects.toThrow(
        /invalid input syntax for type integer/,
      );
      expect((await db.query('delete from listings where id >= $1 returning title', [3])).rows).toEqual([
        { title: 'Estancia' },
        { title: 'Lote' },
      ]);
    } finally {
      await reference.close();
    }
  });

  it('prepares a statement again when something else deallocated it', async () => {
    const text = `${PREPARE}select $1::text || ' has' as area`;
    expect((await db.query(text, ['120'])).rows).toEqual([{ area: '120 has' }]);
    await db.exec('DEALLOCATE ALL');
    expect((await db.query(text, ['45'])).rows).toEqual([{ area: '45 has' }]);
  });

  it('keeps at most its bound of statements, and prepares them again after starting over', async () => {
    const texts = Array.from(
      { length: MAX_PREPARED_PER_CONNECTION + 10 },
      (_, n) => `${PREPARE}select $1::int + ${n} as sum`,
    );
    for (const [n, text] of texts.entries()) {
      expect((await db.query(text, [1])).rows).toEqual([{ sum: 1 + n }]);
    }
    expect((await preparedStatements(db)).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    expect((await db.query(texts[0] as string, [5])).rows).toEqual([{ sum: 5 }]);
  });
});

it('refuses a marked statement once the database is closing, as an unmarked one', async () => {
  const closing = new PGlite();
  preparePgliteStatements(closing);
  const text = `${PREPARE}select 1 as one`;
  expect((await closing.query(text)).rows).toEqual([{ one: 1 }]);
  const closed = closing.close();
  const late = closing.query(text);
  await closed;
  await expect(late).rejects.toThrow(/PGlite is clos/);
  await expect(closing.query(text)).rejects.toThrow(/PGlite is clos/);
});

// The app on the embedded database: the listing by id and a browse page run prepared.
if (!process.env.TEST_DATABASE_URL) {
  describe('the app on PGlite', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => app.close());

    it('prepares the listing by id and a page of a category, and answers them', async () => {
      const seller = await insertUser(app.db);
      const { id } = await insertProperty(app.db, seller.id, { category: 'Ganadero' });
      for (let run = 0; run < 7; run++) {
        const detail = await app.inject({ url: `/api/properties/get-property/${id}` });
        expect(detail.statusCode).toBe(200);
        const page = await app.inject({ url: '/api/properties/?category=Ganadero' });
        expect(page.json().payload.map((card: { _id: string }) => card._id)).toEqual([id]);
      }
      // Price orders stay planned for their values (a rare category along the price index).
      for (let run = 0; run < 7; run++) {
        const page = await app.inject({ url: '/api/properties/?category=Ganadero&sort=price_asc' });
        expect(page.json().payload.map((card: { _id: string }) => card._id)).toEqual([id]);
      }
      const statements = await preparedStatements(app.database.db.$client as PGlite);
      expect(statements.some((text) => text.includes('price_per_hectare_usd" asc'))).toBe(false);
      expect(statements.some((text) => text.includes('"properties"."id" = $1'))).toBe(true);
      expect(statements.some((text) => text.includes('"properties"."category" = $'))).toBe(true);
    });
  });
}
