import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { wordsStartingAs } from './search-vocabulary.ts';
import { anyOfLexemes, resolveTextSearch, type SearchTerm, wordQueriesOf } from './text-query.ts';

// What the map's text masks are asked of the database with (map-index.ts). A search of common
// words only ('campo', 'venta ganadero') matches a third of the catalogue or more: reading its
// ids reads nearly every row of the table (1.2–1.4 s at a million listings, bench/PLANS.md),
// and each such text paid it anew. So the map keeps a mask per common word (lexeme) as well,
// and composes a text's mask from them: the words of a text all, each word any of the whole
// words it stands for (a prefix's), exactly as `matches` of text-query.ts asks.

/** A lexeme's share of listings from which it is common: its mask is kept and composed. */
export const COMMON_LEXEME_SHARE = 0.02;
/**
 * A lexeme in this share of listings or more is read as soon as the index is read whole, before
 * anyone asks (map-index.ts `warm`): reading its ids alone would read most of the table's pages.
 */
export const WARM_SHARE = 0.1;

export interface CommonLexeme {
  lexeme: string;
  /** Of the listings (ANALYZE's sample). */
  share: number;
}

/** Keys of lexeme masks among a snapshot's text masks: no text key starts so (searchWords). */
const LEXEME_KEY = '\u0000';
export const lexemeKey = (lexeme: string) => `${LEXEME_KEY}${lexeme}`;

/**
 * Keys of a text's title masks (its matches whose title holds all its words, or some): a list
 * search in relevance order ranks its matches by them (search-candidates.ts).
 */
const TITLE_ALL_KEY = '\u0001';
const TITLE_ANY_KEY = '\u0002';
export const titleKey = (textKey: string, all: boolean) => `${all ? TITLE_ALL_KEY : TITLE_ANY_KEY}${textKey}`;

/**
 * Keys of a lexeme's title mask (the listings whose title holds it): a composed text's title masks
 * are composed from them as its mask is from the lexemes' (map-index.ts `composeTitle`).
 */
const TITLE_LEXEME_KEY = '\u0003';
export const titleLexemeKey = (lexeme: string) => `${TITLE_LEXEME_KEY}${lexeme}`;

/**
 * The catalogue's common lexemes, most common first, from the statistics ANALYZE keeps on the
 * search documents (PostgreSQL and PGlite alike): none before the table was analysed.
 */
export async function readCommonLexemes(db: Database): Promise<CommonLexeme[]> {
  const result = await db.execute(sql`
    select lexeme, share from pg_stats,
      unnest(most_common_elems::text::text[], most_common_elem_freqs) as common(lexeme, share)
    where schemaname = current_schema() and tablename = 'properties' and attname = 'search_document'
      and lexeme is not null and share >= ${COMMON_LEXEME_SHARE}
    order by share desc, lexeme`);
  return (result.rows as { lexeme: string; share: number | string }[]).map((row) => ({
    lexeme: row.lexeme,
    share: Number(row.share),
  }));
}

/** A tsquery's text as its one lexeme, or null when it is anything else. */
function singleLexeme(query: string): string | null {
  const match = /^'([^'\\]+)'$/.exec(query);
  return match ? match[1]! : null;
}

/**
 * The text's terms as lexemes (a listing matches when it holds one of each term's), stop words
 * left out; null when a term isn't that: a prefix matched as such (it starts too many words to
 * list), or a word the configuration makes into more than one lexeme (or prints escaped).
 */
export async function lexemeTerms(db: Database, terms: SearchTerm[]): Promise<string[][] | null> {
  // Words whose tsquery text the search already knows (`WordQueries`) are not asked again.
  const words = terms.flatMap((term) => ('word' in term && term.text === undefined ? [term] : []));
  let queries: string[] = [];
  if (words.length > 0) {
    const result = await db.execute(
      sql`select array[${sql.join(
        words.map(({ word }) => sql`(${word})::text`),
        sql`, `,
      )}] as queries`,
    );
    queries = (result.rows[0] as { queries: string[] }).queries;
  }
  const lexemes: string[][] = [];
  let next = 0;
  for (const term of terms) {
    if ('anyOf' in term) {
      lexemes.push(term.anyOf);
      continue;
    }
    const query = term.text ?? queries[next++]!;
    // A stop word (a prefix's too: "campo con") asks nothing, as in `matches`.
    if (query === '') continue;
    const lexeme = term.prefix ? null : singleLexeme(query);
    if (lexeme === null) return null;
    lexemes.push([lexeme]);
  }
  return lexemes;
}

/** Whether the text is best composed from common lexemes' masks: each word holds one. */
export const composable = (terms: string[][], common: ReadonlySet<string>) =>
  terms.length > 0 && terms.every((term) => term.some((lexeme) => common.has(lexeme)));

/** Listings holding any of the lexemes. */
export const holdingAny = (lexemes: string[]): SQL =>
  sql`${properties.searchDocument} @@ ${anyOfLexemes(lexemes)}`;

/** Listings whose title holds any of the lexemes. */
export const titleHoldingAny = (lexemes: string[]): SQL =>
  sql`${properties.titleDocument} @@ ${anyOfLexemes(lexemes)}`;

/**
 * What a mask's listings match, by its key: a lexeme's (in the listing or in its title), or a
 * text's as the listing search matches it; null when every listing does (a text of stop words).
 */
export async function maskCondition(db: Database, key: string): Promise<SQL | null> {
  if (key.startsWith(LEXEME_KEY)) return holdingAny([key.slice(LEXEME_KEY.length)]);
  if (key.startsWith(TITLE_LEXEME_KEY)) return titleHoldingAny([key.slice(TITLE_LEXEME_KEY.length)]);
  const title = key.startsWith(TITLE_ALL_KEY) ? 'all' : key.startsWith(TITLE_ANY_KEY) ? 'any' : null;
  const text = title ? key.slice(1) : key;
  const search = await resolveTextSearch(text, (word) => wordsStartingAs(db, word), wordQueriesOf(db));
  if (!title) return search ? search.matches : null;
  if (!search) return sql`false`;
  // Among the text's matches only, the listings a search ranks by them: some word of two in the
  // title alone held 100,000–330,000 of a million listings ('campo', 'quinta'), a read of 105 ms
  // a text on average, 50 so (bench/PLANS.md, "fifteenth session").
  return and(search.matches, title === 'all' ? search.titleHasAll : search.titleHasAny) as SQL;
}
