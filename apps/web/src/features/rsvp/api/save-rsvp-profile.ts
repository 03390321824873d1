import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpProfile, rsvpProfileFromWire, type RsvpProfile, type RsvpProfileRequest } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** POST /api/v1/rsvp/profile: make or replace the member's RSVP profile. */
export async function saveRsvpProfile(profile: RsvpProfileRequest): Promise<RsvpProfile> {
  return rsvpProfileFromWire(
    await apiRequest('/api/v1/rsvp/profile', { method: 'POST', body: profile, schema: rsvpProfile }),
  );
}

export function useSaveRsvpProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRsvpProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
