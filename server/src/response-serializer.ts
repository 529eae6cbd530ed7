import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers written by a serializer compiled from the route's response schema (fast-json-stringify,
 * as Fastify does for JSON Schema routes) rather than by zod: zod's `safeEncode` copies every
 * answer, field by field, before `JSON.stringify` writes the copy, and under the browse load that
 * copy was a tenth of the server's allocations (docs/decisions/server-cpu.md). Both write the
 * schema's fields only, in its order: a field a service returns and the contract doesn't name is
 * never sent.
 *
 * The compiled writer doesn't check: a value of the wrong type is coerced, not refused. So with
 * `check` (every test suite: buildTestApp) each answer also goes through zod, and an answer zod
 * refuses, or one the two would write differently, fails the request. Schemas JSON Schema can't
 * express (a transform) stay with zod alone.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const zodWriter = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fastWriter = compiledWriter(route.schema);
    if (!fastWriter) return zodWriter;
    if (!check) return fastWriter;
    return (data) => {
      const expected = zodWriter(data);
      const written = fastWriter(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the compiled writer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}

/**
 * Only for a schema whose values are written as they are: zod encodes a handler's value (its
 * output type) into its input type, so where the two JSON Schemas differ (a codec, a default) or
 * one can't be written (a date, a transform), the encoding does something a writer from a JSON
 * Schema would not.
 */
function compiledWriter(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  const jsonSchema = (io: 'input' | 'output') =>
    z.toJSONSchema(schema, { io, unrepresentable: 'throw', target: 'draft-7' }) as Record<string, unknown>;
  let output: Record<string, unknown>;
  try {
    output = jsonSchema('output');
    // An object's input also takes keys it doesn't name (which its output drops): not a difference.
    const asRead = JSON.stringify(output, (key, value) =>
      key === 'additionalProperties' && value === false ? undefined : value,
    );
    if (JSON.stringify(jsonSchema('input')) !== asRead) return null;
  } catch {
    return null;
  }
  const { $schema: _dialect, ...rest } = output;
  return fastJson(withoutNullUnions(rest) as Parameters<typeof fastJson>[0]);
}

/**
 * `anyOf: [{type: 'integer', …}, {type: 'null'}]` (zod's nullable integer) as `type: ['integer',
 * 'null']`: fast-json-stringify picks an `anyOf` branch by validating each value with Ajv, a
 * cost on every row, while a list of types it writes by the value's own type.
 */
function withoutNullUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNullUnions);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withoutNullUnions(value)] as const);
  const object: Record<string, unknown> = Object.fromEntries(entries);
  const union = object.anyOf;
  if (Array.isArray(union) && union.length === 2 && Object.keys(object).length === 1) {
    const nullIndex = union.findIndex((branch) => isOnly(branch, { type: 'null' }));
    const other = union[1 - nullIndex] as Record<string, unknown> | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && isScalar(other.type)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return object;
}

function isOnly(value: unknown, expected: Record<string, unknown>): boolean {
  if (value === null || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return (
    keys.length === Object.keys(expected).length &&
    keys.every((key) => (value as Record<string, unknown>)[key] === expected[key])
  );
}

function isScalar(type: string): boolean {
  return type === 'string' || type === 'number' || type === 'integer' || type === 'boolean';
}
