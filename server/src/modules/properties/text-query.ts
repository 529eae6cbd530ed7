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
 * A prefix query for one word ("gana" finds "ganadero"), accent-insensitive like the
 * document. The word is quoted after unaccent because unaccent can yield punctuation
 * ('ŉ' → "'n") that would otherwise be tsquery syntax. Stop words give an empty query.
 */
function wordQuery(word: string, titleOnly: boolean): SQL {
  const quoted = sql`'''' || replace(replace(immutable_unaccent(${word}), '\\', '\\\\'), '''', '''''')`;
  return titleOnly
    ? sql`to_tsquery('spanish', ${quoted} || ''':*A')`
    : sql`to_tsquery('spanish', ${quoted} || ''':*')`;
}

export interface TextSearch {
  where: SQL;
  /** How many of the words the title matches: the first sort key, so titles rank first. */
  titleHits: SQL<number>;
  /** Full-text relevance over title, place and description. */
  relevance: SQL<number>;
}

/**
 * Every word must match somewhere in the listing. A search of only stop words ("en de la")
 * names nothing, so it filters nothing rather than hiding every listing (the query is
 * constant, so the planner folds `numnode(…) = 0` away and still uses the GIN index).
 */
export function textSearch(text: string | undefined): TextSearch | null {
  const words = text ? searchWords(text) : [];
  if (words.length === 0) return null;
  const document = properties.searchDocument;
  const query = sql.join(
    words.map((word) => wordQuery(word, false)),
    sql` && `,
  );
  const titleHits = sql.join(
    words.map((word) => sql`(${document} @@ ${wordQuery(word, true)})::int`),
    sql` + `,
  );
  return {
    where: sql`(numnode(${query}) = 0 or ${document} @@ (${query}))`,
    titleHits: sql<number>`(${titleHits})`,
    relevance: sql<number>`ts_rank_cd(${document}, ${query})`,
  };
}
