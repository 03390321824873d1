import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpResult, type RsvpResult } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** POST /api/v1/rsvp/event/{key}: confirmed, or on the waitlist at a position. */
export function rsvpToEvent(rsvpKey: string): Promise<RsvpResult> {
  return apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}`, { method: 'POST', schema: rsvpResult });
}

export function useRsvpToEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvpToEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
