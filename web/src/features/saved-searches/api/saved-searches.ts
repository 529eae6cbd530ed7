import {
  API,
  type MessageResponse,
  type SavedSearchesResponse,
  type SavedSearchInput,
  type SavedSearchResponse,
  type SavedSearchUpdate,
  type UnsubscribeInfo,
} from '@tranquera/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/session-context.tsx';

// Issue 13: saved searches and their e-mail alerts. Every call but the unsubscribe ones needs a session.

const ROOT = '/api/saved-searches';
const searchPath = (id: string) => `${ROOT}/${encodeURIComponent(id)}`;
const unsubscribePath = (token: string) => `${ROOT}/unsubscribe?token=${encodeURIComponent(token)}`;

export function savedSearchesQuery(userId: string) {
  return queryOptions({
    queryKey: ['saved-searches', userId],
    queryFn: () => apiFetch<SavedSearchesResponse>(ROOT),
  });
}

/** The signed-in user's saved searches, newest first. */
export function useSavedSearches() {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  return useQuery({ ...savedSearchesQuery(userId), enabled: Boolean(userId) });
}

/** Every change asks for the list again and says what happened (or the server's reason) in a toast. */
function useSavedSearchMutation<Variables, Answer extends { message: string }>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  const { session } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : API.serverError),
    onSettled: () => queryClient.invalidateQueries(savedSearchesQuery(session?.user._id ?? '')),
  });
}

export function useCreateSavedSearch() {
  return useSavedSearchMutation((input: SavedSearchInput) =>
    apiFetch<SavedSearchResponse>(ROOT, { method: 'POST', json: input }),
  );
}

export function useUpdateSavedSearch() {
  return useSavedSearchMutation(({ id, change }: { id: string; change: SavedSearchUpdate }) =>
    apiFetch<SavedSearchResponse>(searchPath(id), { method: 'PATCH', json: change }),
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchMutation((id: string) =>
    apiFetch<MessageResponse>(searchPath(id), { method: 'DELETE' }),
  );
}

/** What the alert's unsubscribe link would stop (no session needed: the token is the key). */
export function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: ['saved-search-unsubscribe', token],
    queryFn: () => apiFetch<UnsubscribeInfo>(unsubscribePath(token)),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiFetch<MessageResponse & UnsubscribeInfo>(unsubscribePath(token), { method: 'POST' }),
  });
}
