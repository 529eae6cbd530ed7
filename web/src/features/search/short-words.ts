import { SEARCH_SHORT_WORD_MAX } from '@tranquera/contracts';

/** The words of a text search as the API splits them: lower-case runs of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Whether a word is short enough that the API matches it whole instead of as a prefix. */
export function hasShortWords(text: string | undefined): boolean {
  return text !== undefined && searchWords(text).some((word) => [...word].length <= SEARCH_SHORT_WORD_MAX);
}
