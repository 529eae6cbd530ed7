import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * Statements a connection keeps prepared at most. Each holds PostgreSQL's parse tree and, once
 * it is reused, a cached plan in that connection's backend (tens of KB): past this many distinct
 * statements a connection drops them all and starts over, so a burst of one-off texts can't grow
 * a backend without bound.
 */
export const MAX_PREPARED_PER_CONNECTION = 200;

/**
 * What a statement's text starts with when its plan does not depend on its values: only those are
 * prepared. After five runs PostgreSQL may keep one generic plan for every value, which is right
 * for a page of a category in date order but wrong for price ranges, provinces or words, whose
 * best plan depends on how many listings match (measured: filters p95 40 → 110–137 ms with every
 * statement prepared).
 */
export const PREPARE = '/* prepared */ ';

/** Statement names by text: the same text gets the same name on every connection. */
const names = new Map<string, string>();
const MAX_NAMES = 5000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** pg's own record of what this connection has prepared (not in its public types). */
interface ConnectionState {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/**
 * Statements marked with PREPARE are given a name derived from their text, so PostgreSQL parses
 * each once per connection and, after five runs, may keep a generic plan (plan_cache_mode's
 * default): planning was over half of a browse page's database time
 * (docs/decisions/prepared-statements.md). The rest are sent unnamed, planned for their values.
 */
export function prepareStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const connection = (client as unknown as { connection: ConnectionState }).connection;
    const original = client.query.bind(client) as Query;
    const named = new Set<string>();
    const forgetAll = () => {
      const previous = [...named];
      named.clear();
      // Queued ahead of the next statement: once it has run, nothing is prepared on this
      // connection any more, and pg must parse every statement again. (This relies on pg sending
      // one query at a time and checking what is parsed when it sends, not when it queues: true
      // unless pipeline mode is turned on, which this pool never does.)
      original('DEALLOCATE ALL', (error: Error | null) => {
        if (error) {
          // Refused (an aborted transaction): everything is still prepared, and counted again.
          for (const name of previous) named.add(name);
          return;
        }
        connection.parsedStatements = {};
        connection.submittedNamedStatements = {};
      });
    };
    (client as unknown as { query: Query }).query = (config, values, callback) => {
      if (!isNameable(config)) return original(config, values, callback);
      const name = statementName(config.text);
      if (!named.has(name)) {
        if (named.size >= MAX_PREPARED_PER_CONNECTION) forgetAll();
        named.add(name);
      }
      return original({ ...config, name }, values, callback);
    };
  });
}

function isNameable(config: unknown): config is QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const query = config as QueryConfig;
  return (
    typeof query.text === 'string' &&
    query.text.startsWith(PREPARE) &&
    query.name === undefined &&
    query.submit === undefined
  );
}

type PrepareQuery = (
  query: { sql: string; params: unknown[] },
  fields: unknown,
  name: string | undefined,
  ...rest: unknown[]
) => unknown;

/** Drizzle session classes whose `prepareQuery` marks named statements (`markNamedStatements`). */
const markedSessionClasses = new WeakSet<object>();

/**
 * A statement built with Drizzle's `.prepare(name)` (the listing by id, cards by id) is marked
 * with PREPARE as well. On PGlite that is how it gets prepared: Drizzle's PGlite driver drops the
 * name. On PostgreSQL pg prepares it under Drizzle's name either way, and the mark is what tells
 * anything that sees only the text (the benchmark's bare side, which replays the SQL a logger
 * captured) that the server runs it prepared.
 *
 * Marked on the session's class, not the one session: a transaction's session is a new one of the
 * same class, and on PostgreSQL it must send the same text under the same name, or a connection
 * that prepared one text under that name refuses the other ('Prepared statements must be unique').
 * Inside a PGlite transaction the mark is a comment (its transaction's `query` plans the text).
 */
export function markNamedStatements(db: Database): void {
  const session = (db as unknown as { session: object }).session;
  const sessionClass = Object.getPrototypeOf(session) as { prepareQuery: PrepareQuery };
  if (markedSessionClasses.has(sessionClass)) return;
  markedSessionClasses.add(sessionClass);
  const prepareQuery = sessionClass.prepareQuery;
  sessionClass.prepareQuery = function (this: unknown, query, fields, name, ...rest) {
    const marked =
      name && !query.sql.startsWith(PREPARE) ? { ...query, sql: `${PREPARE}${query.sql}` } : query;
    return prepareQuery.call(this, marked, fields, name, ...rest);
  };
}
