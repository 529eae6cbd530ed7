import { z } from 'zod';
import { propertySummarySchema } from './schemas.ts';

// Favourites (issue 13): a buyer's saved listings. Every endpoint needs a session.

/** Listings one account may keep; past it, saving answers 409. */
export const MAX_FAVORITES = 500;

export const FAVORITES_TEXT = {
  saved: 'Guardado en favoritos',
  removed: 'Quitado de favoritos',
  tooMany: `Podés guardar hasta ${MAX_FAVORITES} favoritos. Quitá alguno para guardar otro.`,
  unavailable: 'Ya no está disponible',
} as const;

export const favoriteParamsSchema = z.object({ propertyId: z.string().max(100) });

/**
 * A saved listing. `property` is the listing as it is now while it is public; once it is paused,
 * expired or removed, it is the card as it was when saved, with `available: false`.
 */
export const favoriteSchema = z.object({
  property: propertySummarySchema,
  available: z.boolean(),
  saved_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/favorites, newest first. */
export const favoritesResponseSchema = z.object({ favorites: z.array(favoriteSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** PUT /api/favorites/{propertyId} (saving twice changes nothing). */
export const favoriteSavedResponseSchema = z.object({ message: z.string(), saved_at: z.string() });
export type FavoriteSavedResponse = z.infer<typeof favoriteSavedResponseSchema>;
