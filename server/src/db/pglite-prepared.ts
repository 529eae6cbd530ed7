import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { createRequire } from 'node:module';
import { MAX_PREPARED_PER_CONNECTION, PREPARE } from './prepared-statements.ts';

const { serialize } = protocol;

/** node-postgres's conversion of a query's values to text (or bytes), the form `runUnnamed` sends. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them (what their values are serialized as). */
  types: number[];
}

type Query = PGlite['query'];
type Parsers = PGlite['parsers'];

/** SQLSTATE invalid_sql_statement_name: no prepared statement by that name. */
const MISSING_STATEMENT = '26000';

/**
 * PGlite's side of db/prepared-statements.ts. Its `query` parses, describes and plans every
 * statement again, in six calls into its engine. A statement marked with PREPARE is instead
 * prepared once under a name and then run with one call (bind, describe, execute, sync), on the
 * generic plan PostgreSQL keeps after five runs. PGlite runs one statement at a time for the whole
 * process, and planning in WebAssembly is most of a small read's time: on 100,000 listings a
 * listing by id went from 1.0–1.5 to 0.3–0.5 ms, a browse page from 2.5–3.5 to 1.4–1.9 ms
 * (docs/decisions/prepared-statements.md).
 *
 * Any other statement is run unnamed in one call (`runUnnamed`), unless its options ask for
 * what only PGlite's `query` does (a blob for COPY, parameter types, serializers, notices).
 *
 * Only `query` on the database itself is changed: statements inside a transaction go through the
 * transaction's own `query`, and ours wait for any open transaction to end, as `query` does
 * (PGlite has one session, so a statement run in between would run inside it).
 */
export function preparePgliteStatements(db: PGlite): void {
  const original: Query = db.query.bind(db);
  const prepared = new Map<string, Prepared>();
  let next = 0;

  async function prepare(text: string): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) return known;
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) {
      await db.execProtocol(serialize.query('DEALLOCATE ALL'));
      prepared.clear();
    }
    const name = `q_${next++}`;
    const { messages } = await db.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, types: description?.dataTypeIDs ?? [] };
    prepared.set(text, statement);
    return statement;
  }

  /** `run` under the locks `query` takes: it waits for an open transaction and for other statements. */
  async function exclusive<T>(run: () => Promise<T>): Promise<T> {
    await db._checkReady();
    return db._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        // close() marks the database closing under these locks, then releases them before it
        // stops the engine: a statement that got them after must fail as `query` does ('PGlite
        // is closing'), not read from a half-closed engine.
        await db._checkReady();
        return run();
      }),
    );
  }

  function runPrepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return exclusive(async () => {
      try {
        return await run<T>(text, params, options);
      } catch (error) {
        // Deallocated behind our back (DEALLOCATE ALL, DISCARD ALL): prepared again, once.
        if ((error as { code?: string }).code !== MISSING_STATEMENT) throw error;
        prepared.delete(text);
        return run<T>(text, params, options);
      }
    });
  }

  /**
   * Any other statement, unnamed, in one call: parse, bind, describe, execute, sync. PGlite's
   * `query` makes six (it first asks for the parameters' types to pick its serializers); the
   * values are written here as node-postgres writes them, untyped, which is how the same SQL
   * runs on PostgreSQL. 0.39–0.53 → 0.20–0.22 ms for a listing read by id, unprepared; text
   * searches 8–15 % more req/s (docs/decisions/prepared-statements.md).
   */
  function runUnnamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return exclusive(async () => {
      const { messages } = await db.execProtocol(
        concat([
          serialize.parse({ text }),
          serialize.bind({ values: params.map(prepareValue) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, parsersFor(options), {
        rowMode: options?.rowMode,
      })[0] as Results<T>;
    });
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = await prepare(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[index] as number;
      const serializer = options?.serializers?.[type] ?? db.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, parsersFor(options), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  // Drizzle passes its own few parsers with every query, and PGlite's parseResults merges them
  // into a copy of all 318 of its own each time: ~40 KB of garbage a statement, most of what a
  // listing by id allocated (a sampling heap profile: 119 of 239 KB a request). The merge is
  // made once per options object instead, as an object whose prototype is PGlite's own parsers,
  // so array types PGlite adds to them later are still found.
  const merged = new WeakMap<object, { base: Parsers; parsers: Parsers }>();
  function parsersFor(options?: QueryOptions): Parsers {
    const own = options?.parsers;
    if (!own) return db.parsers;
    const known = merged.get(own);
    if (known && known.base === db.parsers) return known.parsers;
    const parsers: Parsers = Object.assign(Object.create(db.parsers), own);
    merged.set(own, { base: db.parsers, parsers });
    return parsers;
  }

  db.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
    text.startsWith(PREPARE)
      ? runPrepared<T>(text, params ?? [], options)
      : plain(options)
        ? runUnnamed<T>(text, params ?? [], options)
        : original<T>(text, params, options)) as Query;
}

/** Options `runUnnamed` honours (rows as objects or arrays, parsers); anything else goes to PGlite's `query`. */
function plain(options?: QueryOptions): boolean {
  return !options || Object.keys(options).every((key) => key === 'rowMode' || key === 'parsers');
}

function concat(messages: Uint8Array[]): Uint8Array {
  return Buffer.concat(messages);
}
