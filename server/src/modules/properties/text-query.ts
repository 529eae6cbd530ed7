/**
 * Turns what a visitor typed into a prefix tsquery: every word must match, and a partial
 * word matches longer ones ("gana" finds "ganadero"). Only letters and digits survive, so
 * the result is always valid tsquery syntax whatever the input.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
  if (words.length === 0) return null;
  return words.map((word) => `${word}:*`).join(' & ');
}
