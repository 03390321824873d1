import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type UpdateProfileRequest } from '@cp/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { authQueryKey, type AuthValue } from '../../../lib/auth';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { withProfile } from '../../../lib/auth/sign-in-state';

/** PATCH /api/v1/iam/profile with the names; answers with the updated profile. */
export function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return apiRequest('/api/v1/iam/profile', { method: 'PATCH', body: input, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The greeting and the sign-in state follow the new names at once.
      queryClient.setQueryData<AuthValue>(authQueryKey, (auth) => (auth ? withProfile(auth, profile) : auth));
    },
  });
}
