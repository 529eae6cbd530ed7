import { VALIDATION } from '@tranquera/contracts';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';

/** The order a search walks: relevance is title tiers, each newest first (docs/decisions/search-engine.md). */
export type SearchOrder = 'relevance' | 'recent' | 'price_asc' | 'price_desc';

/**
 * Where the previous page ended, so the next one starts there with an index range instead of an
 * OFFSET: 'Ver más' on page 20 costs what page 1 costs. The total travels along, so later pages
 * never count again. Opaque to clients (base64url JSON), checked like any other input.
 */
const cursorSchema = z.object({
  /** The order the cursor was cut in; a cursor is refused under another one. */
  o: z.enum(['relevance', 'recent', 'price_asc', 'price_desc']),
  /** The page the cursor leads to. */
  n: z.number().int().min(2).max(1_000_000),
  /** Relevance tier of the last row (how many of the words its title holds, see search-segments.ts). */
  t: z.number().int().min(0).max(2),
  /** created_at of the last row as PostgreSQL prints it (microseconds survive the round trip). */
  c: z.string().min(10).max(40),
  /** Price per hectare in dollars of the last row (price orders only). */
  p: z.number().finite().nullable(),
  i: z.uuid(),
  /** Total and whether it is exact, from page 1. */
  total: z.number().int().min(0),
  exact: z.boolean(),
});
export type SearchCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(token: string, order: SearchOrder): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, VALIDATION.invalidCursor);
  }
  const cursor = cursorSchema.safeParse(parsed);
  // A timestamp PostgreSQL could not read would be a 500 later: check it here.
  if (!cursor.success || cursor.data.o !== order || Number.isNaN(Date.parse(cursor.data.c))) {
    throw new HttpError(400, VALIDATION.invalidCursor);
  }
  return cursor.data;
}
