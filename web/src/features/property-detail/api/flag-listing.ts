import type { ListingReport, MessageResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** 'Denunciar anuncio': anyone, signed in or not, tells the team what is wrong with a listing. */
export function flagListing(propertyId: string, report: ListingReport) {
  return apiFetch<MessageResponse>(`/api/properties/${encodeURIComponent(propertyId)}/report`, {
    method: 'POST',
    json: report,
  });
}

export function useFlagListing(propertyId: string) {
  return useMutation({ mutationFn: (report: ListingReport) => flagListing(propertyId, report) });
}
