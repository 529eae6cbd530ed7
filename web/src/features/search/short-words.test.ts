import { describe, expect, it } from 'vitest';
import { hasShortWords, searchWords } from './short-words.ts';

describe('searchWords', () => {
  it('splits on anything but letters and digits, in lower case, keeping accents', () => {
    expect(searchWords('  Ruta-5, CAMPO  ñandú/2024 ')).toEqual(['ruta', '5', 'campo', 'ñandú', '2024']);
  });
});

describe('hasShortWords', () => {
  it('finds a word of one or two letters or digits', () => {
    expect(hasShortWords('ca')).toBe(true);
    expect(hasShortWords('c')).toBe(true);
    expect(hasShortWords('campo en Córdoba')).toBe(true);
    expect(hasShortWords('ruta 5')).toBe(true);
    // 'RN-40' is two words for the API: 'rn' and '40'.
    expect(hasShortWords('RN-40')).toBe(true);
    expect(hasShortWords('ñu')).toBe(true);
    // Letters are counted, not UTF-16 units: '𝒶𝒷' is two letters.
    expect(hasShortWords('𝒶𝒷')).toBe(true);
  });

  it('says nothing for words of three letters or more, or no search', () => {
    expect(hasShortWords('gan')).toBe(false);
    expect(hasShortWords('campo ganadero')).toBe(false);
    expect(hasShortWords('Córdoba, 2024')).toBe(false);
    expect(hasShortWords(' - / ')).toBe(false);
    expect(hasShortWords('')).toBe(false);
    expect(hasShortWords(undefined)).toBe(false);
  });
});
