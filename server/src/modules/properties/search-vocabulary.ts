import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CatalogueVersion } from './catalogue-version.ts';

/**
 * A prefix that starts up to this many of the catalogue's words is searched as those whole
 * words; one that starts more ('cam') stays a prefix match. Whole words are looked up in the
 * index one by one, and the index merges their lists while skipping through the other words'
 * ('maicero festuca' at 1,000,000 listings: 47 → 5 ms, bench/PLANS.md). A prefix match instead
 * collects every listing of every word it starts (172,000 for 'festuc':*) before anything else
 * is applied. Past a few dozen words the lookups cost what the prefix match costs.
 */
export const PREFIX_WHOLE_WORDS_MAX = 32;

/**
 * The words (lexemes) of the catalogue that start with the stem of a typed word (only the stem
 * when none does), or null when
 * they can't stand in for its prefix match: more than PREFIX_WHOLE_WORDS_MAX of them, or a word
 * the text search configuration doesn't make into exactly one lexeme (a stop word, say).
 *
 * The table holds every word any listing has held (its triggers, migration 0016), so these words
 * match exactly the listings the prefix would.
 */
export async function wordsStartingAs(db: Database, word: string): Promise<string[] | null> {
  const result = await db.execute(sql`
    with typed as (select tsvector_to_array(to_tsvector('spanish', immutable_unaccent(${word}))) as lexemes)
    select typed.lexemes[1] as stem, array(
      select lexeme from search_lexemes
      where lexeme >= typed.lexemes[1] and lexeme < typed.lexemes[1] || chr(1114111)
        and starts_with(lexeme, typed.lexemes[1])
      order by lexeme limit ${PREFIX_WHOLE_WORDS_MAX + 1}
    ) as words
    from typed where cardinality(typed.lexemes) = 1`);
  const row = result.rows[0] as { stem: string; words: string[] } | undefined;
  if (!row) return null;
  if (row.words.length > PREFIX_WHOLE_WORDS_MAX) return null;
  // No word starts with it: the stem itself, which no listing holds, so the search finds none.
  return row.words.length > 0 ? row.words : [row.stem];
}

/**
 * Every word of every listing into `search_lexemes`, in one statement: for loads that bypass the
 * table's triggers (the benchmark's bulk loader runs as a replica session); the migration that
 * made the table filled it the same way.
 */
export const COLLECT_SEARCH_LEXEMES =
  'INSERT INTO search_lexemes (lexeme) SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM properties ORDER BY 1 ON CONFLICT DO NOTHING';

/**
 * The expansions of recently typed words, each remembered with the catalogue version it was read
 * at: a write that may have brought a new word moves the version on, and the word is looked up
 * again (the same guarantee as the remembered totals, search-count.ts).
 */
export class SearchVocabulary {
  private readonly entries = new Map<string, { version: number; words: string[] | null }>();

  constructor(
    private readonly catalogue: CatalogueVersion,
    private readonly capacity = 5000,
  ) {}

  async wordsStartingAs(db: Database, word: string): Promise<string[] | null> {
    const version = this.catalogue.current;
    const known = this.entries.get(word);
    if (known && known.version === version) return known.words;
    const words = await wordsStartingAs(db, word);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(word);
    this.entries.set(word, { version, words });
    return words;
  }
}
