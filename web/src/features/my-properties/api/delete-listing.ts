import type { MessageResponse, PropertyListResponse } from '@tranquera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownListingsQuery } from './own-listings.ts';

export function deleteListing(propertyId: string, userId: string) {
  return apiFetch<MessageResponse>(
    `/api/properties/delete-property/${encodeURIComponent(propertyId)}/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

/** Removes the listing from the grid at once, and from every other cached list or detail. */
export function useDeleteListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => deleteListing(propertyId, userId),
    onSuccess: async (_answer, propertyId) => {
      const { queryKey } = ownListingsQuery(userId);
      queryClient.setQueryData<PropertyListResponse>(queryKey, (data) =>
        data ? { ...data, payload: data.payload.filter((listing) => listing._id !== propertyId) } : data,
      );
      queryClient.removeQueries({ queryKey: ['properties', 'detail', propertyId] });
      await queryClient.invalidateQueries({
        queryKey: ['properties'],
        predicate: (query) => query.queryKey[1] !== 'own',
      });
    },
  });
}
