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
  return isPrefix(word, last)
    ? sql`to_tsquery('spanish', ${quoted} || ':*')`
    : sql`to_tsquery('spanish', ${quoted})`;
}

const isPrefix = (word: string, last: boolean) => last && [...word].length > SEARCH_SHORT_WORD_MAX;

/** A tsquery literal of whole lexemes, any of them ('festuc' | 'festucal'); quotes and backslashes escaped. */
export function anyOfLexemes(lexemes: string[]): SQL {
  const literal = lexemes
    .map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)
    .join(' | ');
  return sql`${literal}::tsquery`;
}

/**
 * A word every match holds, as `matches` asks it: a prefix resolved into the whole words it starts
 * (any of them), or the word's own tsquery (a prefix match when `prefix`; empty for a stop word).
 */
export type SearchTerm = { anyOf: string[] } | { word: SQL; prefix: boolean };

export interface TextSearch {
  /** How many words were typed: one word needs no "some but not all words" tier. */
  wordCount: number;
  /** What `matches` asks, word by word (every one of them): the map composes it (map-text.ts). */
  terms: SearchTerm[];
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
export function textSearch(text: string | undefined, prefixAs?: string[] | null): TextSearch | null {
  const typed = text ? searchWords(text) : [];
  if (typed.length === 0) return null;
  // A whole word typed twice asks nothing more. The last word typed again as a prefix adds
  // nothing to what must match (the same whole word before it implies it), so it is left out
  // of `all`: twice there, it misled the planner ('recría recría' estimated as rare). It stays
  // in `any`, where it widens the title tiers as it always did.
  const any: SQL[] = [];
  const every: SQL[] = [];
  const terms: SearchTerm[] = [];
  typed.forEach((word, i) => {
    const last = i === typed.length - 1;
    const again = typed.indexOf(word) < i;
    if (again && !isPrefix(word, last)) return;
    // The whole words the prefix starts, when the caller looked them up (`resolveTextSearch`).
    const resolved = last && prefixAs && isPrefix(word, last) ? prefixAs : null;
    const query = resolved ? anyOfLexemes(resolved) : wordQuery(word, last);
    any.push(query);
    if (again) return;
    every.push(query);
    terms.push(resolved ? { anyOf: resolved } : { word: query, prefix: isPrefix(word, last) });
  });
  const all = sql.join(every, sql` && `);
  const some = sql.join(any, sql` || `);
  return {
    wordCount: any.length,
    terms,
    matches: sql`(numnode(${all}) = 0 or ${properties.searchDocument} @@ (${all}))`,
    titleHasAll: sql`${properties.titleDocument} @@ (${all})`,
    titleHasAny: sql`${properties.titleDocument} @@ (${some})`,
  };
}

/**
 * `textSearch` with its last word, a prefix, searched as the whole words of the catalogue that
 * start with it when there are few (`wordsStartingAs`, search-vocabulary.ts): the same matches, found by the index
 * without collecting every listing of every such word first.
 */
export async function resolveTextSearch(
  text: string | undefined,
  wordsStartingAs: (word: string) => Promise<string[] | null>,
): Promise<TextSearch | null> {
  const words = text ? searchWords(text) : [];
  const last = words.at(-1);
  if (last === undefined || !isPrefix(last, true) || words.indexOf(last) < words.length - 1) {
    return textSearch(text);
  }
  return textSearch(text, await wordsStartingAs(last));
}
