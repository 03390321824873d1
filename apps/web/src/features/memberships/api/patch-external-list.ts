import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { externalListsQueryKey } from './query-keys';

export interface ListChanges {
  listId: string;
  add: string[];
  remove: string[];
}

/** PATCH /api/v1/membership/externalList/{listId}: also creates a list with its first member. */
export async function patchExternalList({ listId, add, remove }: ListChanges): Promise<void> {
  await apiRequest(`/api/v1/membership/externalList/${encodeURIComponent(listId)}`, {
    method: 'PATCH',
    body: { add, remove },
  });
}

export function usePatchExternalList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchExternalList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalListsQueryKey }),
  });
}
