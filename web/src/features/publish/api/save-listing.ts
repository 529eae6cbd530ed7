import type { CreateListingResponse, MessageResponse, PropertyInput } from '@tranquera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function createListing(input: PropertyInput) {
  return apiFetch<CreateListingResponse>('/api/properties/add-property', {
    method: 'POST',
    json: input,
  });
}

export function updateListing(propertyId: string, userId: string, input: PropertyInput) {
  return apiFetch<MessageResponse>(
    `/api/properties/update-property/${encodeURIComponent(propertyId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT', json: input },
  );
}

/**
 * Creates the listing, or updates `propertyId`, and resolves to the listing's id. Every cached
 * list and detail of listings is refreshed: a listing shows in search as soon as it exists.
 */
export function useSaveListing(userId: string, propertyId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PropertyInput) => {
      if (!propertyId) return (await createListing(input)).addedProperty._id;
      await updateListing(propertyId, userId, input);
      return propertyId;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
}
