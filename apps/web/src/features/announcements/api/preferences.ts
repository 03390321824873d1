import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailPreferencesResponse, type UpdateMailPreferencesRequest } from '@cp/contracts/announcements';
import { apiRequest } from '../../../lib/api-client';

/** With a token: the signed link's person (signed out); without: the signed-in person's own. */
const pathOf = (token?: string) =>
  token
    ? `/api/v1/announcements/preferences?token=${encodeURIComponent(token)}`
    : '/api/v1/announcements/me/preferences';

export function usePreferencesQuery(token?: string) {
  return useQuery({
    queryKey: ['mail-preferences', token ?? 'me'],
    queryFn: ({ signal }) => apiRequest(pathOf(token), { schema: mailPreferencesResponse, signal }),
  });
}

export function useSavePreferences(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMailPreferencesRequest) =>
      apiRequest(pathOf(token), { method: 'PUT', body: input, schema: mailPreferencesResponse }),
    onSuccess: (saved) => queryClient.setQueryData(['mail-preferences', token ?? 'me'], saved),
  });
}
