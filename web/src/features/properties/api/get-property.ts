import type { PropertyDetailResponse } from '@tranquera/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isNotFoundError } from '../../../lib/api-client.ts';

/** As long as read data is fresh (app-providers.tsx QUERY_DEFAULTS): a 404 that recent is trusted too. */
const FRESH_MS = 30_000;

function fetchProperty(id: string) {
  return apiFetch<PropertyDetailResponse>(`/api/properties/get-property/${encodeURIComponent(id)}`);
}

export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: () => fetchProperty(id),
    select: (data) => data.property,
    retry: false,
    // A fresh 404 is an answer, like fresh data: the server rendered the 404 page with it, and
    // hydration renders the same rather than a spinner while asking again.
    retryOnMount: (query) =>
      !(isNotFoundError(query.state.error) && Date.now() - query.state.errorUpdatedAt < FRESH_MS),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQuery(id));
}

/**
 * The listing asked again with the session's token, after the page's query said 404: only active
 * listings are public (and the server renders pages for a visitor), but the owner and the team
 * get the others too. Kept per user, so another account never sees what the last one was shown.
 */
export function propertyAsViewerQuery(id: string, userId: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id, 'as-viewer', userId],
    queryFn: () => fetchProperty(id),
    select: (data) => data.property,
    retry: false,
  });
}

export function usePropertyAsViewer(id: string, userId: string | undefined, enabled: boolean) {
  return useQuery({ ...propertyAsViewerQuery(id, userId ?? ''), enabled: enabled && Boolean(userId) });
}
