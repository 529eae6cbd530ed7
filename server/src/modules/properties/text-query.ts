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
 * One word as a tsquery, accent-insensitive like the documents. Words of three letters or more
 * are prefixes ("gana" finds "ganadero"); shorter ones match whole words only, because 'c:*'
 * would expand to half the dictionary and read every listing. The word is quoted after unaccent
 * because unaccent can yield punctuation ('ŉ' → "'n") that would otherwise be tsquery syntax.
 * Stop words give an empty query, which PostgreSQL drops from an `&&`/`||` combination.
 */
function wordQuery(word: string): SQL {
  const quoted = sql`'''' || replace(replace(immutable_unaccent(${word}), '\\', '\\\\'), '''', '''''') || ''''`;
  const prefix = [...word].length > SEARCH_SHORT_WORD_MAX;
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
  const queries = words.map(wordQuery);
  const all = sql.join(queries, sql` && `);
  const any = sql.join(queries, sql` || `);
  return {
    wordCount: words.length,
    matches: sql`(numnode(${all}) = 0 or ${properties.searchDocument} @@ (${all}))`,
    titleHasAll: sql`${properties.titleDocument} @@ (${all})`,
    titleHasAny: sql`${properties.titleDocument} @@ (${any})`,
  };
}
