import { isDeepStrictEqual } from 'node:util';
import * as orm from 'drizzle-orm';
import {
  Column,
  is,
  isSQLWrapper,
  Name,
  Param,
  Placeholder,
  type QueryTypingsValue,
  type QueryWithTypings,
  SQL,
  StringChunk,
  Subquery,
  Table,
  View,
} from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Drizzle's statements compiled to SQL text and parameters in one walk, for the kinds of pieces
 * this app's statements are made of (text, names, tables, columns, parameters, nested SQL,
 * lists); a statement holding anything else (an alias, a subquery, a view, an enum, a
 * placeholder, inlined parameters, the migrator's index statements) is compiled by Drizzle.
 *
 * Why: Drizzle's `toQuery` tests each piece against a dozen classes with `is()`, which walks
 * the piece's prototype chain for each class it is not, and copies its options and merges
 * arrays at every level. A search page is ~150 pieces, 40 of them nested: 24–53 µs a request,
 * the largest part of the server's own CPU in the mixed load after HTTP itself
 * (docs/decisions/server-cpu.md). The output is Drizzle's byte for byte: test suites compile
 * every statement both ways and fail on any difference (`checkSqlAgainstDrizzle`).
 */

/** Compiling stopped: a piece this walk leaves to Drizzle. */
const UNSUPPORTED = Symbol('unsupported');

interface Output {
  sql: string;
  params: unknown[];
  typings: QueryTypingsValue[];
}

/** Drizzle's internals this walk reads: marked internal in its types, exported at run time. */
const internals = orm as unknown as {
  IsAlias: symbol;
  Table: { Symbol: { Schema: symbol; Name: symbol } };
};
const { IsAlias } = internals;
const TABLE_SCHEMA = internals.Table.Symbol.Schema;
const TABLE_NAME = internals.Table.Symbol.Name;

/** The dialect's own column naming and parameter typing, as Drizzle's `sqlToQuery` passes them. */
type Dialect = PgDialect & { casing: { getColumnCasing(column: Column): string } };

/** Drizzle's Query with the parameter typings its PostgreSQL dialect adds. */
type CompiledQuery = QueryWithTypings;

function escapeName(name: string): string {
  return name.includes('"') ? `"${name.replace(/"/g, '""')}"` : `"${name}"`;
}

function walk(dialect: Dialect, chunks: readonly unknown[], out: Output, inline: boolean): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      // join, not the lone part: a part left undefined (a bad escape in a template) is no text.
      out.sql += chunk.value.join('');
    } else if (chunk instanceof SQL) {
      walk(dialect, chunk.queryChunks, out, inline || (chunk as unknown as Inlined).shouldInlineParams);
    } else if (chunk instanceof Column) {
      out.sql += columnName(dialect, chunk);
    } else if (chunk instanceof Param) {
      if (inline || chunk.value instanceof Placeholder) throw UNSUPPORTED;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) {
        walk(dialect, [value], out, inline);
      } else {
        addParam(out, value, typingOf(dialect, chunk.encoder));
      }
    } else if (chunk instanceof Table) {
      const table = chunk as unknown as Record<symbol, unknown>;
      const schema = table[TABLE_SCHEMA] as string | undefined;
      const name = escapeName(table[TABLE_NAME] as string);
      out.sql += schema === undefined || table[IsAlias] ? name : `${escapeName(schema)}.${name}`;
    } else if (chunk instanceof Name) {
      // A name that is no text makes Drizzle throw: it does, here too.
      if (typeof chunk.value !== 'string') throw UNSUPPORTED;
      out.sql += escapeName(chunk.value);
    } else if (chunk === undefined) {
      // Drizzle writes nothing for a missing piece (an optional condition left out).
    } else if (Array.isArray(chunk)) {
      out.sql += '(';
      // An index loop, not forEach: a hole is an empty item to Drizzle, not one left out.
      for (let i = 0; i < chunk.length; i++) {
        walk(dialect, [chunk[i]], out, inline);
        if (i < chunk.length - 1) out.sql += ', ';
      }
      out.sql += ')';
    } else if (
      typeof chunk === 'function' ||
      (typeof chunk === 'object' && chunk !== null && isPiece(chunk))
    ) {
      // A Drizzle piece of another kind (alias, subquery, view; an enum is a function): Drizzle's.
      throw UNSUPPORTED;
    } else {
      if (inline) throw UNSUPPORTED;
      addParam(out, chunk, 'none');
    }
  }
}

/** Every kind of piece Drizzle's `toQuery` tells apart from a value (View and Subquery included). */
const PIECES = [StringChunk, Name, SQL, Table, Column, View, Param, Placeholder, SQL.Aliased, Subquery];

/**
 * Anything Drizzle treats as a piece of SQL rather than a value: one of its kinds (by `is`, as
 * Drizzle tells them: a subquery is a proxy whose `constructor` is Object) or a `getSQL`. A
 * plain value (Date, Buffer, JSON object) is a parameter, as Drizzle sends it.
 */
const isPiece = (value: object): boolean =>
  isSQLWrapper(value) || PIECES.some((kind) => is(value, kind as never));

/**
 * A column as Drizzle names it (`"table"."column"`), remembered per dialect (its casing may
 * rename columns): names never change.
 */
const columnNamesByDialect = new WeakMap<Dialect, WeakMap<Column, string>>();
function columnName(dialect: Dialect, chunk: Column): string {
  let columnNames = columnNamesByDialect.get(dialect);
  if (columnNames === undefined) {
    columnNames = new WeakMap();
    columnNamesByDialect.set(dialect, columnNames);
  }
  let name = columnNames.get(chunk);
  if (name === undefined) {
    const table = chunk.table as unknown as Record<symbol, unknown>;
    const schema = table[TABLE_SCHEMA] as string | undefined;
    const column = escapeName(dialect.casing.getColumnCasing(chunk));
    const tableName = escapeName(table[TABLE_NAME] as string);
    name =
      table[IsAlias] || schema === undefined
        ? `${tableName}.${column}`
        : `${escapeName(schema)}.${tableName}.${column}`;
    columnNames.set(chunk, name);
  }
  return name;
}

/**
 * A parameter's typing by its encoder (a column, or Drizzle's no-op one), remembered: the
 * dialect's `prepareTyping` tests the encoder against eight column classes with `is()`.
 */
const typings = new WeakMap<object, QueryTypingsValue>();
function typingOf(dialect: Dialect, encoder: unknown): QueryTypingsValue {
  if (typeof encoder !== 'object' || encoder === null) return dialect.prepareTyping(encoder as never);
  let typing = typings.get(encoder);
  if (typing === undefined) {
    typing = dialect.prepareTyping(encoder as never);
    typings.set(encoder, typing);
  }
  return typing;
}

/** A piece of SQL whose parameters are written into its text (`sql.inlineParams()`). */
type Inlined = { shouldInlineParams: boolean };

function addParam(out: Output, value: unknown, typing: QueryTypingsValue): void {
  out.params.push(value);
  out.typings.push(typing);
  out.sql += `$${out.params.length}`;
}

/** `statement` as Drizzle's PostgreSQL dialect writes it, or null to let Drizzle write it. */
export function compileSql(dialect: Dialect, statement: SQL): CompiledQuery | null {
  const out: Output = { sql: '', params: [], typings: [] };
  try {
    walk(dialect, [statement], out, false);
  } catch (error) {
    if (error === UNSUPPORTED) return null;
    throw error;
  }
  return out.typings.length > 0
    ? { sql: out.sql, params: out.params, typings: out.typings }
    : { sql: out.sql, params: out.params };
}

let checkAgainstDrizzle = false;

/** Test suites: every statement is compiled by Drizzle too, and any difference throws. */
export function checkSqlAgainstDrizzle(on = true): void {
  checkAgainstDrizzle = on;
}

/** Makes a Drizzle database compile with `compileSql` (its own dialect), falling back to Drizzle. */
export function installSqlCompiler(db: object): void {
  const { dialect } = db as { dialect: Dialect };
  const drizzleToQuery = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (statement, invokeSource) => {
    const compiled = invokeSource === undefined ? compileSql(dialect, statement) : null;
    if (compiled === null) return drizzleToQuery(statement, invokeSource);
    if (checkAgainstDrizzle) assertSameQuery(compiled, drizzleToQuery(statement, invokeSource));
    return compiled;
  };
}

function assertSameQuery(ours: CompiledQuery, drizzles: CompiledQuery): void {
  const same =
    ours.sql === drizzles.sql &&
    isDeepStrictEqual(ours.params, drizzles.params) &&
    isDeepStrictEqual(ours.typings, drizzles.typings);
  if (!same) {
    throw new Error(
      `compiled SQL differs from Drizzle's:\n${JSON.stringify(ours)}\n${JSON.stringify(drizzles)}`,
    );
  }
}
