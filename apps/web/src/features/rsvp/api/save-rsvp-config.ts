import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpConfig, type RsvpConfig, type RsvpConfigRequest } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpQueryKey } from './query-keys';

/** POST /api/v1/rsvp/event/{key}/config: sets the event's RSVP settings (times in epoch seconds). */
export function saveRsvpConfig({
  rsvpKey,
  config,
}: {
  rsvpKey: string;
  config: RsvpConfigRequest;
}): Promise<RsvpConfig> {
  return apiRequest(`/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/config`, {
    method: 'POST',
    body: config,
    schema: rsvpConfig,
  });
}

export function useSaveRsvpConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRsvpConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpQueryKey }),
  });
}
