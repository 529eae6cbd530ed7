import { SEARCH_SHORT_WORD_MAX } from '@tranquera/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema.ts';

const MAX_WORDS = 12;

/** What a visitor typed, as lower-case words of letters and digits (anything else separates). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * One word as a tsquery, accent-insensitive like the documents. The last word typed, from three
 * letters on, is a prefix ("gana" finds "ganadero", as a visitor is still typing it); the words
 * before it are whole words, as search engines do by default (Algolia's `prefixLast`,
 * Meilisearch): "campo galpones" was 'camp:*' & 'galpon:*', and 'camp:*' merges every word from
 * "camp" on (campo, campaña, campestre…) into one list before the index can skip through it,
 * while the whole word 'camp' is one list it skips through (narrow two-word searches: 30 % less
 * database time, bench/PLANS.md). Words of one or two letters are whole even when last, because
 * 'c:*' would expand to half the dictionary and read every listing. The word is quoted after
 * unaccent because unaccent can yield punctuation ('ŉ' → "'n") that would otherwise be tsquery
 * syntax. Stop words give an empty query, which PostgreSQL drops from an `&&`/`||` combination.
 */
function wordQuery(word: string, last: boolean): SQL {
  const quoted = sql`'''' || replace(replace(immutable_unaccent(${word}), '\\', '\\\\'), '''', '''''') || ''''`;
  const prefix = last && [...word].length > SEARCH_SHORT_WORD_MAX;
  return prefix ? sql`to_tsquery('spanish', ${quoted} || ':*')` : sql`to_tsquery('spanish', ${quoted})`;
}

export interface TextSearch {
  /** How many words were typed: one word needs no "some but not all words" tier. */
  wordCount: number;
  /** Every word somewhere in the listing (title, place, category, access or description). */
  matches: SQL;
  /** Every word in the title. */
  titleHasAll: SQL;
  /** At least one word in the title. */
  titleHasAny: SQL;
}

/**
 * A search of only stop words ("en de la") names nothing, so it filters nothing rather than
 * hiding every listing (the query is constant, so the planner folds `numnode(…) = 0` away and
 * still uses the GIN index).
 */
export function textSearch(text: string | undefined): TextSearch | null {
  const words = text ? searchWords(text) : [];
  if (words.length === 0) return null;
  const queries = words.map((word, i) => wordQuery(word, i === words.length - 1));
  const all = sql.join(queries, sql` && `);
  const any = sql.join(queries, sql` || `);
  return {
    wordCount: words.length,
    matches: sql`(numnode(${all}) = 0 or ${properties.searchDocument} @@ (${all}))`,
    titleHasAll: sql`${properties.titleDocument} @@ (${all})`,
    titleHasAny: sql`${properties.titleDocument} @@ (${any})`,
  };
}
