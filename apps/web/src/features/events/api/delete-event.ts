import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryKey } from './query-keys';

/** DELETE /api/v1/events/{eventId} */
export async function deleteEvent(eventId: string): Promise<void> {
  await apiRequest(`/api/v1/events/${encodeURIComponent(eventId)}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
