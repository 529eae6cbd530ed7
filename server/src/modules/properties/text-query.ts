import { SEARCH_SHORT_WORD_MAX } from '@tranquera/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
function wordQuery(word: string, prefix: boolean): SQL {
  const quoted = sql`'''' || replace(replace(immutable_unaccent(${word}), '\\', '\\\\'), '''', '''''') || ''''`;
  return prefix ? sql`to_tsquery('spanish', ${quoted} || ':*')` : sql`to_tsquery('spanish', ${quoted})`;
}

const isPrefix = (word: string, last: boolean) => last && [...word].length > SEARCH_SHORT_WORD_MAX;

/** A tsquery literal of whole lexemes, any of them ('festuc' | 'festucal'); quotes and backslashes escaped. */
export function anyOfLexemes(lexemes: string[]): SQL {
  return tsqueryOf(anyOfLexemesText(lexemes));
}

const anyOfLexemesText = (lexemes: string[]) =>
  lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');

/**
 * Tsquery texts joined by an operator, as PostgreSQL's `&&` and `||` join tsqueries: an empty one
 * (a stop word) is left out, and each keeps its own grouping.
 */
const joinedText = (texts: string[], operator: '&' | '|') =>
  texts
    .filter((text) => text !== '')
    .map((text) => `(${text})`)
    .join(` ${operator} `);

/** A tsquery as its text (`'camp' & 'desmont'`), parsed by PostgreSQL from one parameter. */
const tsqueryOf = (text: string): SQL => sql`${text}::tsquery`;

/**
 * A word every match holds, as `matches` asks it: a prefix resolved into the whole words it starts
 * (any of them), or the word's own tsquery (a prefix match when `prefix`; empty for a stop word),
 * with its text when it was looked up (`WordQueries`).
 */
export type SearchTerm = { anyOf: string[] } | { word: SQL; prefix: boolean; text?: string };

/** How a typed word is asked: a whole word, or (the last one typed) a prefix. */
const wordKey = (word: string, prefix: boolean) => (prefix ? `${word}:*` : word);

/**
 * Each typed word's tsquery as the database's text search makes it (unaccent, the Spanish
 * stemmer: "Desmonte" → 'desmont'), as text, remembered for good: it depends on the words and
 * the configuration only, never on the listings. A search then sends its words as one tsquery
 * literal instead of asking PostgreSQL to stem every word again wherever the statement names it
 * (eight times in a page of two words): planning a page 0.49 → 0.37 ms (bench/PLANS.md).
 */
export class WordQueries {
  private readonly known = new Map<string, string>();

  constructor(private readonly capacity = 20_000) {}

  /** The tsquery texts of `words`, by `wordKey`, looking up in one statement those not known yet. */
  async of(db: Database, words: { word: string; prefix: boolean }[]): Promise<Map<string, string>> {
    const unknown = words.filter(({ word, prefix }) => !this.known.has(wordKey(word, prefix)));
    if (unknown.length > 0) {
      const result = await db.execute(
        sql`select array[${sql.join(
          unknown.map(({ word, prefix }) => sql`(${wordQuery(word, prefix)})::text`),
          sql`, `,
        )}] as queries`,
      );
      const texts = (result.rows[0] as { queries: string[] }).queries;
      unknown.forEach(({ word, prefix }, i) => {
        if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value as string);
        this.known.set(wordKey(word, prefix), withoutPhrases(texts[i]!));
      });
    }
    return new Map(
      words.map(({ word, prefix }) => [wordKey(word, prefix), this.known.get(wordKey(word, prefix))!]),
    );
  }
}

/**
 * A word's query with its phrase operators (`<->`, `<2>`) asked as "all of these": the search
 * table's vectors have no positions (migration 0024), and a phrase never matches a vector
 * without them. A typed word is letters and digits, so this only happens when unaccent spells a
 * character with an apostrophe ('ŉ' → "'n": "xŉy" is 'x' <-> 'ny'); its parts then need only be
 * in the listing.
 */
const withoutPhrases = (query: string) => query.replace(/ <(?:-|\d+)> /g, ' & ');

const wordQueriesByDatabase = new WeakMap<Database, WordQueries>();

/** `WordQueries` of a database, for `resolveTextSearch`: one memory per database handle. */
export function wordQueriesOf(db: Database) {
  let queries = wordQueriesByDatabase.get(db);
  if (!queries) {
    queries = new WordQueries();
    wordQueriesByDatabase.set(db, queries);
  }
  const known = queries;
  return (words: { word: string; prefix: boolean }[]) => known.of(db, words);
}

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
export function textSearch(
  text: string | undefined,
  prefixAs?: string[] | null,
  known?: ReadonlyMap<string, string>,
): TextSearch | null {
  const typed = text ? searchWords(text) : [];
  if (typed.length === 0) return null;
  // A whole word typed twice asks nothing more. The last word typed again as a prefix adds
  // nothing to what must match (the same whole word before it implies it), so it is left out
  // of `all`: twice there, it misled the planner ('recría recría' estimated as rare). It stays
  // in `any`, where it widens the title tiers as it always did.
  const any: SQL[] = [];
  const every: SQL[] = [];
  // The same as texts, while every word's is known (`resolveTextSearch` with `WordQueries`).
  let anyText: string[] | null = [];
  let everyText: string[] | null = [];
  const terms: SearchTerm[] = [];
  typed.forEach((word, i) => {
    const last = i === typed.length - 1;
    const prefix = isPrefix(word, last);
    const again = typed.indexOf(word) < i;
    if (again && !prefix) return;
    // The whole words the prefix starts, when the caller looked them up (`resolveTextSearch`).
    const resolved = last && prefixAs && prefix ? prefixAs : null;
    const queryText = resolved ? anyOfLexemesText(resolved) : known?.get(wordKey(word, prefix));
    const query = queryText !== undefined ? tsqueryOf(queryText) : wordQuery(word, prefix);
    any.push(query);
    anyText = queryText !== undefined && anyText ? [...anyText, queryText] : null;
    if (again) return;
    every.push(query);
    everyText = queryText !== undefined && everyText ? [...everyText, queryText] : null;
    terms.push(resolved ? { anyOf: resolved } : { word: query, prefix, text: queryText });
  });
  const all = everyText ? tsqueryOf(joinedText(everyText, '&')) : sql.join(every, sql` && `);
  const some = anyText ? tsqueryOf(joinedText(anyText, '|')) : sql.join(any, sql` || `);
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
  wordQueries?: (words: { word: string; prefix: boolean }[]) => Promise<Map<string, string>>,
): Promise<TextSearch | null> {
  const words = text ? searchWords(text) : [];
  const last = words.at(-1);
  const asked = words.map((word, i) => ({ word, prefix: isPrefix(word, i === words.length - 1) }));
  const known = wordQueries && words.length > 0 ? await wordQueries(asked) : undefined;
  if (last === undefined || !isPrefix(last, true) || words.indexOf(last) < words.length - 1) {
    return textSearch(text, null, known);
  }
  return textSearch(text, await wordsStartingAs(last), known);
}
