import type { UpdateProfileInput, UpdateProfileResponse } from '@tranquera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownProfileQuery } from './get-profile.ts';

export function updateProfile(userId: string, input: UpdateProfileInput) {
  return apiFetch<UpdateProfileResponse>(`/api/users/update-profile/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    json: input,
  });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: (data) => {
      queryClient.setQueryData(ownProfileQuery(userId).queryKey, {
        message: data.message,
        profile: data.updatedProfile,
      });
      // The public page and listings show the name and picture.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
