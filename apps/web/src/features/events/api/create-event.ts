import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponse, type CreateEventRequest, type EventResponse } from '@cp/contracts/events';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

/** POST /api/v1/events */
export function createEvent(input: CreateEventRequest): Promise<EventResponse> {
  return apiRequest('/api/v1/events', { method: 'POST', body: input, schema: eventResponse });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
