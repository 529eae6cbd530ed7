import type { RenewResponse } from '@tranquera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The owner keeps the listing online for another six months (an expired one goes public again). */
export function renewListing(propertyId: string) {
  return apiFetch<RenewResponse>(`/api/properties/renew/${encodeURIComponent(propertyId)}`, {
    method: 'POST',
  });
}

/** Every cached list and detail may show the listing's status or expiry: all are asked again. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
}
