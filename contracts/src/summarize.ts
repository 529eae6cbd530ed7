/**
 * A meta description from user text, as search engines show about 160 characters: whitespace
 * collapsed, and a longer text cut before `max` with '…' — at the last word boundary when that
 * keeps more than half of it, else mid-word.
 */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
