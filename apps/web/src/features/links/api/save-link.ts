import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkSchema, type Link, type SaveLinkRequest } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** POST /api/v1/linkry/redir: creates a link, or edits it when `isEdited` is true. */
export function saveLink(input: SaveLinkRequest): Promise<Link> {
  return apiRequest('/api/v1/linkry/redir', { method: 'POST', body: input, schema: linkSchema });
}

export function useSaveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLink,
    // Not awaited: the save is done when the server answers. Returning the promise made the form
    // wait for every open links query to refetch (the link itself, the groups, with their retries)
    // before it left the page; on a loaded machine that took more than 10 s (issue 40, finding 12).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: linksQueryKey });
    },
  });
}
