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
 * output type) into its input type, so where the two JSON Schemas differ (a codec, a default),
 * one can't be written (a date, a transform) or a check rewrites the value (`.trim()`,
 * `.toLowerCase()`: the same JSON Schema both ways), the encoding does something a writer from
 * a JSON Schema would not. So does a record keyed by an enum (zod writes it in the enum's order,
 * the writer in the value's) and a union left after `compiled` (the writer picks its branch by
 * validating the value with Ajv, and a branch's `additionalProperties: false` then refuses a
 * field zod would drop: a 500 instead of an answer).
 */
function compiledWriter(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  let rewrites = false;
  const jsonSchema = (io: 'input' | 'output') =>
    z.toJSONSchema(schema, {
      io,
      unrepresentable: 'throw',
      target: 'draft-7',
      override: ({ zodSchema }) => {
        if (rewritesValue(zodSchema)) rewrites = true;
      },
    }) as Record<string, unknown>;
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
  if (rewrites) return null;
  const { $schema: _dialect, ...rest } = output;
  const compiled = withoutNullUnions(rest);
  if (!writtenAsItIs(compiled)) return null;
  return fastJson(compiled as Parameters<typeof fastJson>[0]);
}

/** A check that replaces the value (zod's `overwrite`: trim, case, normalize, slugify). */
function rewritesValue(schema: unknown): boolean {
  const checks = (schema as { _zod?: { def?: { checks?: { _zod?: { def?: { check?: string } } }[] } } })._zod
    ?.def?.checks;
  return checks?.some((check) => check._zod?.def?.check === 'overwrite') ?? false;
}

/** No union left to choose by validation, no record keyed by an enum or a constant. */
function writtenAsItIs(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(writtenAsItIs);
  if (node === null || typeof node !== 'object') return true;
  const object = node as Record<string, unknown>;
  if ('anyOf' in object || 'oneOf' in object || 'allOf' in object || 'if' in object) return false;
  const names = object.propertyNames as Record<string, unknown> | undefined;
  if (names && ('enum' in names || 'const' in names)) return false;
  return Object.values(object).every(writtenAsItIs);
}

/**
 * `anyOf: [{type: 'integer', …}, {type: 'null'}]` (zod's nullable integer, object, array…) as
 * `type: ['integer', 'null']`: fast-json-stringify picks an `anyOf` branch by validating each
 * value with Ajv, a cost on every row, while a list of types it writes by the value's own type.
 * An `enum` or `const` of the branch would then refuse null: null joins it.
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
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { const: constant, enum: values, ...rest } = other;
      const allowed = Array.isArray(values)
        ? [...values, null]
        : 'const' in other
          ? [constant, null]
          : undefined;
      return { ...rest, type: [other.type, 'null'], ...(allowed ? { enum: allowed } : {}) };
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
