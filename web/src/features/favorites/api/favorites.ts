import {
  API,
  type FavoriteSavedResponse,
  type FavoritesResponse,
  type MessageResponse,
  type PropertySummary,
} from '@tranquera/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session-context.tsx';
import { favoriteIds, rollbackFavorite, withFavorite } from '../favorite-list.ts';

// Issue 13: the signed-in user's saved listings. Every endpoint needs the session's token.

const favoritePath = (propertyId: string) => `/api/favorites/${encodeURIComponent(propertyId)}`;

/** The user's favourites, newest first; unavailable ones keep the card as it was when saved. */
export function favoritesQuery(userId: string) {
  return queryOptions({
    queryKey: ['favorites', userId],
    queryFn: () => apiFetch<FavoritesResponse>('/api/favorites'),
  });
}

/** The signed-in user's favourites; nothing is asked without a session. */
export function useFavorites() {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  return useQuery({ ...favoritesQuery(userId), enabled: Boolean(userId) });
}

/** Whether the signed-in user keeps the listing (false while signed out or still loading). */
export function useIsFavorite(propertyId: string): boolean {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  // A stable `select`: every card's heart shares one query, the set is built once per answer.
  const { data } = useQuery({ ...favoritesQuery(userId), enabled: Boolean(userId), select: favoriteIds });
  return Boolean(userId) && (data?.has(propertyId) ?? false);
}

/** Saving twice changes nothing; past MAX_FAVORITES the server answers 409. */
export function saveFavorite(propertyId: string) {
  return apiFetch<FavoriteSavedResponse>(favoritePath(propertyId), { method: 'PUT' });
}

/** Removing one that is not saved changes nothing. */
export function removeFavorite(propertyId: string) {
  return apiFetch<MessageResponse>(favoritePath(propertyId), { method: 'DELETE' });
}

export interface FavoriteToggle {
  property: PropertySummary;
  /** True to save the listing, false to remove it. */
  save: boolean;
}

const TOGGLE_KEY = ['favorites', 'toggle'];

/**
 * Saves or removes a listing. The list changes at once (every heart and /favoritos follow it)
 * and goes back if the server says no, with its reason in a toast.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const { queryKey } = favoritesQuery(session?.user._id ?? '');
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ property, save }: FavoriteToggle) =>
      save ? saveFavorite(property._id) : removeFavorite(property._id),
    onMutate: async ({ property, save }) => {
      // An answer already on its way would overwrite the change.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (data) =>
        withFavorite(data, property, save, new Date().toISOString()),
      );
      return { previous };
    },
    onError: (error, { property }, context) => {
      queryClient.setQueryData(queryKey, (data) => rollbackFavorite(data, context?.previous, property._id));
      toast.error(error instanceof ApiError ? error.message : API.serverError);
    },
    // Asked again once the last change is in: earlier answers could undo later changes on screen.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1)
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
