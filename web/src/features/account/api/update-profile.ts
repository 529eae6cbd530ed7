import type { OwnProfile, SessionUser, UpdateProfileInput } from '@tranquera/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownProfileQuery } from './get-profile.ts';

interface UpdateProfileResponse {
  message: string;
  updatedProfile: SessionUser;
  profile: OwnProfile;
  /** A fresh session token whose payload carries the updated user. */
  token: string;
}

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
        profile: data.profile,
      });
      // The public page and listings show the name and picture.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
