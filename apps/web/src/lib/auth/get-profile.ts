import { useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@cp/contracts/profile';
import { apiRequest } from '../api-client';

// The directory profile decides between the 'loggedIn' and 'unknown' states, so its fetcher
// lives with the sign-in state; the profile module uses it for its page.
// Import this file directly (not through ./index): it loads the schema library.

export const profileQueryKey = ['profile'] as const;

/** GET /api/v1/iam/profile: the signed-in user's directory profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/v1/iam/profile', { schema: profileSchema, signal });
}

export function useProfileQuery() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60 * 1000,
  });
}
