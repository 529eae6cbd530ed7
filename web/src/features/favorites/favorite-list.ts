import type { Favorite, FavoritesResponse, PropertySummary } from '@tranquera/contracts';

// The favourites list as the cache holds it (GET /api/favorites, newest first), changed at once
// when the heart is pressed and put back if the server says no.

const idOf = (favorite: Favorite) => favorite.property._id;

/** The saved listings' ids, for the hearts of a page of cards. */
export function favoriteIds(data: FavoritesResponse): Set<string> {
  return new Set(data.favorites.map(idOf));
}

/** Puts `favorite` among `favorites` by its `saved_at`, newest first (before any as old). */
function insertBySavedAt(favorites: Favorite[], favorite: Favorite): Favorite[] {
  const time = Date.parse(favorite.saved_at);
  const index = favorites.findIndex((other) => Date.parse(other.saved_at) <= time);
  return index === -1
    ? [...favorites, favorite]
    : [...favorites.slice(0, index), favorite, ...favorites.slice(index)];
}

/**
 * The list once `property` is saved (first, as the newest, unless it already is there) or
 * removed. Nothing to change before the list has loaded: it arrives with the server's answer.
 */
export function withFavorite(
  data: FavoritesResponse | undefined,
  property: PropertySummary,
  saved: boolean,
  savedAt: string,
): FavoritesResponse | undefined {
  if (!data) return data;
  const present = data.favorites.some((favorite) => idOf(favorite) === property._id);
  if (saved === present) return data;
  if (!saved) return { favorites: data.favorites.filter((favorite) => idOf(favorite) !== property._id) };
  return { favorites: [{ property, available: true, saved_at: savedAt }, ...data.favorites] };
}

/**
 * Undoes a failed change of one listing: it is back as it was in `previous` (in its place, by
 * date) or gone if it was not there, while other listings keep changes made since.
 */
export function rollbackFavorite(
  current: FavoritesResponse | undefined,
  previous: FavoritesResponse | undefined,
  propertyId: string,
): FavoritesResponse | undefined {
  if (!current || !previous) return previous ?? current;
  const others = current.favorites.filter((favorite) => idOf(favorite) !== propertyId);
  const before = previous.favorites.find((favorite) => idOf(favorite) === propertyId);
  return { favorites: before ? insertBySavedAt(others, before) : others };
}
