import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpCheckInResult, type RsvpCheckInRequest, type RsvpCheckInResult } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { attendeesQueryOptions } from './list-attendees';

/**
 * POST /api/v1/rsvp/checkIn/event/{key}: by NetID, email or personal QR token. A second time and a
 * waitlisted attendee are answered as states (`alreadyCheckedIn`, `waitlisted`), not as 409s: at
 * the door both are normal, and the browser would log every refused request as an error.
 */
export function checkIn(rsvpKey: string, request: RsvpCheckInRequest): Promise<RsvpCheckInResult> {
  return apiRequest(`/api/v1/rsvp/checkIn/event/${encodeURIComponent(rsvpKey)}`, {
    method: 'POST',
    body: { ...request, answerRepeat: true, answerWaitlisted: true },
    schema: rsvpCheckInResult,
  });
}

export function useCheckIn(rsvpKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RsvpCheckInRequest) => checkIn(rsvpKey, request),
    // Even a refusal or a repeat (another scanner was quicker) means the list here is behind: the
    // door's count and search refresh at once rather than at the next 5 s tick.
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendeesQueryOptions(rsvpKey).queryKey }),
  });
}
