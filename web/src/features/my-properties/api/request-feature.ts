import type { FeatureRequest, MessageResponse } from '@tranquera/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** 'Destacar anuncio': asks the team for the paid plan; the listing is featured once paid. */
export function requestFeature(propertyId: string, request: FeatureRequest) {
  return apiFetch<MessageResponse>(`/api/properties/${encodeURIComponent(propertyId)}/feature-request`, {
    method: 'POST',
    json: request,
  });
}

export function useRequestFeature(propertyId: string) {
  return useMutation({ mutationFn: (request: FeatureRequest) => requestFeature(propertyId, request) });
}
