import { FAVORITES_TEXT } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import {
  FAVORITE_TEXT,
  removeFavoriteLabel,
  saveFavoriteLabel,
  savedByText,
  savedCountText,
} from './favorite-text.ts';

describe('the favourites’ words', () => {
  it('copy the contract’s (kept apart so public pages need no zod)', () => {
    for (const [key, text] of Object.entries(FAVORITE_TEXT)) {
      expect(FAVORITES_TEXT[key as keyof typeof FAVORITES_TEXT]).toBe(text);
    }
  });

  it('name the heart by what pressing it does', () => {
    expect(saveFavoriteLabel('Campo en Tandil')).toBe('Guardar en favoritos: Campo en Tandil');
    expect(removeFavoriteLabel('Campo en Tandil')).toBe('Quitar de favoritos: Campo en Tandil');
  });

  it('count the saved listings', () => {
    expect(savedCountText(1)).toBe('1 campo guardado');
    expect(savedCountText(12)).toBe('12 campos guardados');
  });

  it('tell the owner how many people keep the listing', () => {
    expect(savedByText(undefined)).toBeNull();
    expect(savedByText(0)).toBeNull();
    expect(savedByText(1)).toBe('Guardado por 1 persona');
    expect(savedByText(2)).toBe('Guardado por 2 personas');
    expect(savedByText(1234)).toBe('Guardado por 1.234 personas');
  });
});
