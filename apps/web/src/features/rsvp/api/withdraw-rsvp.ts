import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** DELETE /api/v1/rsvp/event/{key}/attendee/me: withdraw the signed-in member's own RSVP. */
export async function withdrawRsvp(rsvpKey: string): Promise<void> {
  await apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/attendee/me`, { method: 'DELETE' });
}

export function useWithdrawRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRsvp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
