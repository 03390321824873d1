import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** DELETE /api/v1/linkry/redir/{slug} */
export async function deleteLink(slug: string): Promise<void> {
  await apiRequest(`/api/v1/linkry/redir/${slug}`, { method: 'DELETE' });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryKey }),
  });
}
