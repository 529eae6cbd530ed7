import { CATEGORIES, propertyListResponseSchema, type PropertySummary } from '@tranquera/contracts';
import fc from 'fast-check';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

function writerFor(schema: z.ZodType, check = false): (data: unknown) => string {
  return responseSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
}

/** What zod alone wrote before (fastify-type-provider-zod's serializer). */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

// Any text, lone surrogates, quotes, control characters and long strings included.
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 400 }));
const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const int = fc.integer({ min: -1e12, max: 1e12 });

const card = fc.record(
  {
    _id: fc.uuid(),
    user_id: fc.record({
      _id: fc.uuid(),
      username: text,
      first_name: text,
      last_name: text,
      profile_image: fc.option(text, { nil: null }),
    }),
    category: fc.constantFrom(...CATEGORIES),
    operation: fc.constantFrom('venta' as const, 'alquiler' as const),
    listing_title: text,
    price: number,
    currency: fc.constantFrom('USD' as const, 'ARS' as const),
    pricing_unit: fc.constantFrom('por Hectárea' as const, 'Total' as const),
    price_per_hectare: number,
    hectares: number,
    nearest_town: text,
    state: text,
    main_image_url: text,
    created_at: text,
    status: fc.constantFrom('active' as const, 'paused' as const, 'expired' as const),
    expires_at: text,
    featured: fc.boolean(),
    featured_until: fc.option(text, { nil: null }),
    moderation_reason: text,
    saved_count: int,
  },
  // saved_count only comes with an owner's own listings.
  {
    requiredKeys: [
      '_id',
      'user_id',
      'category',
      'operation',
      'listing_title',
      'price',
      'currency',
      'pricing_unit',
      'price_per_hectare',
      'hectares',
      'nearest_town',
      'state',
      'main_image_url',
      'created_at',
      'status',
      'expires_at',
      'featured',
      'featured_until',
      'moderation_reason',
    ],
  },
);

const page = fc.record({
  payload: fc.array(card, { maxLength: 13 }),
  info: fc.record({
    hasNextPage: fc.boolean(),
    nextPage: fc.option(int, { nil: null }),
    page: int,
    total: int,
    totalIsExact: fc.boolean(),
    nextCursor: fc.option(text, { nil: null }),
  }),
});

describe('answers written from the response schema', () => {
  it('writes a search page byte for byte as zod did, for any cards the contract allows', () => {
    const write = writerFor(propertyListResponseSchema);
    fc.assert(
      fc.property(page, (value) => {
        expect(write(value)).toBe(zodWrites(propertyListResponseSchema, value));
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });

  it('never sends a field the contract does not name (an owner e-mail a service let through)', () => {
    const write = writerFor(propertyListResponseSchema);
    const [value] = fc.sample(page, { numRuns: 1, seed: 7 });
    const leaky = {
      ...value,
      payload: [
        { ...(value?.payload[0] as PropertySummary), email: 'owner@example.com', password_hash: 'x' },
      ],
    };
    const valid = propertyListResponseSchema.safeParse(leaky);
    expect(valid.success).toBe(true);
    const written = write(leaky);
    expect(written).not.toContain('owner@example.com');
    expect(written).not.toContain('password_hash');
    expect(written).toBe(zodWrites(propertyListResponseSchema, leaky));
  });

  it('keeps zod for a codec, whose encoding a JSON Schema cannot describe', () => {
    const schema = z.object({
      n: z.codec(z.string(), z.number(), { decode: (text) => Number(text), encode: (n) => `#${n}` }),
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date(Date.UTC(2026, 10, 29));
    expect(writerFor(schema)({ n: 4, at })).toBe('{"n":"#4","at":"2026-11-29T00:00:00.000Z"}');
  });

  it('checked, fails the answer zod refuses instead of writing a coerced value', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
    const schema = z.object({ count: z.number().int(), title: z.string() });
    app.get('/good', { schema: { response: { 200: schema } } }, async () => ({ count: 3, title: 'Campo' }));
    // A number where the contract says text: unchecked, it would be written as "12".
    app.get(
      '/bad',
      { schema: { response: { 200: schema } } },
      async () => ({ count: 3, title: 12 }) as never,
    );
    const good = await app.inject('/good');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ count: 3, title: 'Campo' });
    expect((await app.inject('/bad')).statusCode).toBe(500);
    await app.close();
  });

  // Each would have been written differently, or refused, by a writer from the JSON Schema alone.
  it.each([
    {
      case: 'a nullable object with a field the contract does not name',
      schema: z.object({ position: z.object({ state: z.string() }).nullable() }),
      value: { position: { state: 'Córdoba', owner_email: 'owner@example.com' } },
    },
    {
      case: 'null in a nullable enum inside a nullable object',
      schema: z.object({ o: z.object({ e: z.enum(['a', 'b']).nullable() }).nullable() }),
      value: { o: { e: null } },
    },
    {
      case: 'a null literal',
      schema: z.object({ o: z.object({ l: z.literal('a').nullable() }).nullable() }),
      value: { o: { l: null } },
    },
    {
      case: 'a record keyed by an enum, given in another order',
      schema: z.object({
        byKind: z.record(z.enum(['buyer-request', 'contact', 'report', 'plan']), z.number()),
      }),
      value: { byKind: { plan: 1, contact: 2, report: 0, 'buyer-request': 3 } },
    },
    {
      case: 'a check that rewrites text',
      schema: z.object({ s: z.string().trim(), t: z.string().toLowerCase() }),
      value: { s: '  a  ', t: 'CAMPO' },
    },
    {
      case: 'a union of objects given a field neither names',
      schema: z.object({ u: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) }),
      value: { u: { b: 2, extra: 'x' } },
    },
  ])('writes $case as zod did', ({ schema, value }) => {
    expect(writerFor(schema)(value)).toBe(zodWrites(schema, value));
  });
});
