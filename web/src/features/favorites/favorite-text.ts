import { formatNumber } from '../../lib/format.ts';

// The favourites' words. FAVORITES_TEXT (contracts/src/favorites-api.ts) sits beside the zod
// schemas of the endpoints, and the heart ships on every public page: importing a value from
// there would add zod to their first JavaScript (issue 11). favorite-text.test.ts holds these
// copies to the contract.

export const FAVORITE_TEXT = {
  /** What an unavailable favourite (paused, expired or removed) says instead of its details. */
  unavailable: 'Ya no está disponible',
} as const;

/** The heart's accessible name while the listing is not saved (also what the server renders). */
export const saveFavoriteLabel = (title: string) => `Guardar en favoritos: ${title}`;

/** The heart's accessible name while the listing is saved, and the 'Quitar' button's on /favoritos. */
export const removeFavoriteLabel = (title: string) => `Quitar de favoritos: ${title}`;

/** '1 campo guardado', '3 campos guardados'. */
export const savedCountText = (count: number) =>
  count === 1 ? '1 campo guardado' : `${count} campos guardados`;

/**
 * On the owner's own listing: 'Guardado por 1 persona', 'Guardado por 12 personas'; null when
 * nobody keeps it (or the answer does not say).
 */
export function savedByText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count === 1 ? 'Guardado por 1 persona' : `Guardado por ${formatNumber(count)} personas`;
}
