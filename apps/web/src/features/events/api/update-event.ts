import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponse, type EventResponse, type UpdateEventRequest } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

/** PATCH /api/v1/events/{eventId}; null clears an optional field. */
export function updateEvent({
  eventId,
  changes,
}: {
  eventId: string;
  changes: UpdateEventRequest;
}): Promise<EventResponse> {
  return apiRequest(`/api/v1/events/${encodeURIComponent(eventId)}`, {
    method: 'PATCH',
    body: changes,
    schema: eventResponse,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
