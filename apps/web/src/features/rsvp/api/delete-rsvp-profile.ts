import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** DELETE /api/v1/rsvp/profile/me */
export async function deleteRsvpProfile(): Promise<void> {
  await apiRequest('/api/v1/rsvp/profile/me', { method: 'DELETE' });
}

export function useDeleteRsvpProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRsvpProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
