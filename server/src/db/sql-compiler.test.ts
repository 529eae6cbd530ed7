import { and, asc, desc, eq, gt, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, integer, PgDialect, pgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { properties, users } from './schema.ts';
import { checkSqlAgainstDrizzle, compileSql, installSqlCompiler } from './sql-compiler.ts';

const dialect = new PgDialect() as Parameters<typeof compileSql>[0];
const qb = new QueryBuilder();
const when = new Date('2026-11-29T12:34:56.789Z');
const ids = ['0006729e-1fe2-40ce-8674-62e0e985f546', '683cb6fe-7dd6-47c3-857b-6a8d20f7780e'];

/** A list with a hole at 1 (Drizzle writes an empty item there). */
const holed: number[] = [];
holed[0] = 1;
holed[2] = 3;

/** Statements of every kind the app writes: raw text, columns, tables, values, lists, nesting. */
const statements: [string, SQL][] = [
  [
    'a select with joins, filters and order',
    qb
      .select({ id: properties.id, title: properties.listingTitle, owner: users.username })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(
        and(
          eq(properties.status, 'active'),
          inArray(properties.state, ['Buenos Aires', 'Córdoba']),
          or(gt(properties.hectares, 50), isNull(properties.featuredUntil)),
          not(eq(properties.category, 'Ganadero')),
          gt(properties.createdAt, when),
        ),
      )
      .orderBy(desc(properties.createdAt), asc(properties.id))
      .limit(13)
      .offset(26)
      .getSQL(),
  ],
  [
    'values of every type, a list and nothing',
    sql`select ${1.5}, ${`it's "quoted"`}, ${true}, ${null}, ${when}, ${{ a: [1] }}, ${[1, 'two', sql`three`]}, ${[]}${undefined} from ${properties}`,
  ],
  [
    'raw text, identifiers and an array parameter',
    sql`${sql.raw('/* mark */')}select ${sql.identifier('we"ird')} from ${users} where id = any(${sql.param(ids)}::uuid[])`,
  ],
  [
    'deep nesting',
    sql`(${sql.join([sql`a ${1}`, sql`(${sql`b ${2} and ${sql`c ${properties.price}`}`})`], sql` union all `)})`,
  ],
  [
    'a timestamp compared through its column',
    qb.select().from(properties).where(eq(properties.expiresAt, when)).getSQL(),
  ],
  ['an aliased table', sql`select ${alias(users, 'owner').username} from ${alias(users, 'owner')}`],
  [
    'a list with a hole, a text piece with nothing in it',
    sql`x in ${holed} and ${sql.raw(undefined as unknown as string)}y`,
  ],
  ['a value with an encoder that is no object', sql`select ${sql.param(null, 'x' as never)}`],
];

describe('the SQL compiler', () => {
  afterEach(() => checkSqlAgainstDrizzle(true));

  it.each(statements)('writes %s as Drizzle does, byte for byte', (_name, statement) => {
    const ours = compileSql(dialect, statement);
    expect(ours).not.toBeNull();
    expect(ours).toEqual(dialect.sqlToQuery(statement));
  });

  it('leaves to Drizzle what it does not write itself: subqueries, inlined values', () => {
    const subquery = qb.select({ id: users.id }).from(users).as('sellers');
    for (const statement of [sql`select * from ${subquery}`, sql`select ${'text'}`.inlineParams()]) {
      expect(compileSql(dialect, statement)).toBeNull();
    }
  });

  it('leaves to Drizzle a name that is no text, which Drizzle refuses', () => {
    const statement = sql`select ${sql.identifier(['a'] as unknown as string)}`;
    expect(compileSql(dialect, statement)).toBeNull();
    expect(() => dialect.sqlToQuery(statement)).toThrow();
  });

  it("names columns by each dialect's casing", () => {
    const snake = new PgDialect({ casing: 'snake_case' }) as typeof dialect;
    const camel = pgTable('camel', { fooBar: integer() });
    const statement = sql`select ${camel.fooBar}`;
    expect(compileSql(dialect, statement)).toEqual(dialect.sqlToQuery(statement));
    expect(compileSql(snake, statement)).toEqual(snake.sqlToQuery(statement));
    expect(compileSql(snake, statement)?.sql).toBe('select "camel"."foo_bar"');
  });

  it("compiles a database's statements with Drizzle when it cannot, and fails a check on any difference", () => {
    const drizzles = new PgDialect();
    const db = { dialect: drizzles };
    installSqlCompiler(db);
    const owner = alias(users, 'owner');
    const aliased = sql`select ${owner.id} from ${owner}`;
    expect(drizzles.sqlToQuery(aliased)).toEqual(new PgDialect().sqlToQuery(aliased));

    // A dialect whose own output differs from the compiler's: the check throws.
    const wrong = new PgDialect();
    wrong.sqlToQuery = () => ({ sql: 'select 2', params: [] });
    installSqlCompiler({ dialect: wrong });
    checkSqlAgainstDrizzle(true);
    expect(() => wrong.sqlToQuery(sql`select 1`)).toThrow(/differs from Drizzle/);
    checkSqlAgainstDrizzle(false);
    expect(wrong.sqlToQuery(sql`select 1`)).toEqual({ sql: 'select 1', params: [] });
  });
});
