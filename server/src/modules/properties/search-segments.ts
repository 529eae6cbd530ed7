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
  /** The segment's tier; for a segment read whole, the highest of its rows' tiers. */
  tier: number;
  where?: SQL;
  /**
   * The segment's own condition implies the text match (every word in the title, and the title
   * is part of the search document), so it is read with the filters alone. Both together, the
   * planner multiplies their selectivities as if independent: 'pergamino' in 14,001 titles was
   * estimated at 389 title matches among 1,000,000 listings and read whole instead of walked.
   */
  impliesText?: boolean;
  /**
   * Read every row of the segment and sort them instead of walking an index (few title matches,
   * see `titleSegments`): each row's tier, and the lowest tier the segment holds.
   */
  whole?: { tierOf: SQL; lowest: number };
  /**
   * Walk the rows of the filters in page order and keep those meeting this condition, whatever
   * the planner estimates of it (search-page.ts `walkedSegmentRows`): for a condition known to
   * hold often (counted) that the planner believes rare.
   */
  walkFor?: SQL;
}

/**
 * Title matches within the filters, counted up to this many before the page is read: up to it,
 * the title tiers are read whole (a GIN lookup of the words and the category, operation and
 * provinces, then a sort of at most this many rows). The planner assumes words and filters are
 * independent, so 'monte' among 'Agrícola' listings looks like hundreds of title matches and it
 * walks every Agrícola listing for none (28 ms at 100,000 listings); above it, title matches are
 * common enough that a walk in page order finds a page in a few thousand rows at most.
 */
export const TITLE_TIERS_READ_WHOLE = 200;

/** What is known of the title matches of a search: how many, up to TITLE_TIERS_READ_WHOLE. */
export interface TitleMatches {
  total: number;
  exact: boolean;
}

/**
 * Titles holding every word of a search of several words, counted up to this many (within the
 * filters) before the page is read. The planner multiplies the words' selectivities as if they
 * were independent, but words typed together go together in titles: 'Villa María' was estimated
 * at 215 titles of 1,000,000 listings and had 10,710, all read and sorted for a page of 13 (45 ms).
 * Up to the bound the tier is read whole (a GIN lookup and a sort of at most this many rows);
 * past it, one listing in a thousand or more has the words in its title and a walk in page order
 * finds a page within a few thousand rows.
 */
export const ALL_WORDS_TITLES_READ_WHOLE = 2500;

export function segmentsFor(
  order: SearchOrder,
  text: TextSearch | null,
  titled?: TitleMatches,
  allWordsTitled?: TitleMatches,
): Segment[] {
  if (order !== 'relevance' || !text) return [{ tier: 0 }];
  if (titled?.exact) return titleSegments(text, titled);
  const segments: Segment[] = [allWordsSegment(text, allWordsTitled)];
  if (text.wordCount > 1) segments.push({ tier: 1, where: and(text.titleHasAny, not(text.titleHasAll)) });
  segments.push({ tier: 0, where: not(text.titleHasAny) });
  return segments;
}

/** Tier 2, titles holding every word: walked in page order, or read whole when counted as few. */
function allWordsSegment(text: TextSearch, counted: TitleMatches | undefined): Segment {
  if (!counted) return { tier: 2, where: text.titleHasAll, impliesText: true };
  if (counted.exact)
    return { tier: 2, where: text.titleHasAll, impliesText: true, whole: { tierOf: sql`2`, lowest: 2 } };
  // Many: the filters' rows walked in page order, each tested for the words (search-page.ts).
  return { tier: 2, walkFor: text.titleHasAll, impliesText: true };
}

/** The tiers when few titles match: the title tiers in one segment read whole, or none at all. */
function titleSegments(text: TextSearch, titled: TitleMatches): Segment[] {
  if (titled.total === 0) return [{ tier: 0 }];
  const lowest = text.wordCount > 1 ? 1 : 2;
  return [
    { tier: 2, where: text.titleHasAny, whole: { tierOf: tierOf('relevance', text), lowest } },
    { tier: 0, where: not(text.titleHasAny) },
  ];
}

/** A search's conditions: its filters alone, and with its text match (`all`). */
export interface SearchWhere {
  filters: SQL;
  all: SQL;
  /** The table the rows are read from (search-source.ts). */
  source: SQL;
}

/** The condition a segment's rows are read with (besides its own). */
export const baseOf = (where: SearchWhere, segment: Segment): SQL =>
  segment.impliesText ? where.filters : where.all;

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
