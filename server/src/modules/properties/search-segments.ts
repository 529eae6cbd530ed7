import { and, asc, desc, not, sql, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema.ts';
import type { SearchCursor, SearchOrder } from './search-cursor.ts';
import type { TextSearch } from './text-query.ts';

/**
 * A search's results are one or more segments read one after the other, each walked in an
 * index-friendly order and cut with LIMIT: nothing is ranked or sorted over every match.
 *
 * Relevance is 'title matches first' as tiers: listings whose title holds every word (tier 2),
 * then those whose title holds some (tier 1, only for several words), then the rest (tier 0),
 * each newest first. Other orders are a single segment (tier 0).
 */
export interface Segment {
  tier: number;
  where?: SQL;
}

export function segmentsFor(order: SearchOrder, text: TextSearch | null): Segment[] {
  if (order !== 'relevance' || !text) return [{ tier: 0 }];
  const segments: Segment[] = [{ tier: 2, where: text.titleHasAll }];
  if (text.wordCount > 1) segments.push({ tier: 1, where: and(text.titleHasAny, not(text.titleHasAll)) });
  segments.push({ tier: 0, where: not(text.titleHasAny) });
  return segments;
}

/** The ORDER BY of a segment; the id breaks ties, so pages never overlap or skip a listing. */
export function orderBy(order: SearchOrder): SQL[] {
  switch (order) {
    case 'price_asc':
      return [asc(properties.pricePerHectareUsd), asc(properties.createdAt), asc(properties.id)];
    case 'price_desc':
      return [desc(properties.pricePerHectareUsd), desc(properties.createdAt), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

/** Rows strictly after the cursor's row in the segment's order (an index range, not an OFFSET). */
export function after(order: SearchOrder, cursor: SearchCursor): SQL {
  switch (order) {
    case 'price_asc':
      return sql`(${properties.pricePerHectareUsd}, ${properties.createdAt}, ${properties.id}) > (${cursor.p}::float8, ${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
    case 'price_desc':
      return sql`(${properties.pricePerHectareUsd}, ${properties.createdAt}, ${properties.id}) < (${cursor.p}::float8, ${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
    default:
      return sql`(${properties.createdAt}, ${properties.id}) < (${cursor.c}::timestamptz, ${cursor.i}::uuid)`;
  }
}

/** Each listing's tier as one expression, for reading every match at once (search-page.ts). */
export function tierOf(order: SearchOrder, text: TextSearch | null): SQL {
  if (order !== 'relevance' || !text) return sql`0`;
  return sql`(case when ${text.titleHasAll} then 2 when ${text.titleHasAny} then 1 else 0 end)`;
}
