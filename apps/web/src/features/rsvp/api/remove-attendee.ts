import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** DELETE /api/v1/rsvp/event/{key}/attendee/{email}: the first on the waitlist takes a freed place. */
export async function removeAttendee({ rsvpKey, email }: { rsvpKey: string; email: string }): Promise<void> {
  await apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/attendee/${encodeURIComponent(email)}`, {
    method: 'DELETE',
  });
}

export function useRemoveAttendee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAttendee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
