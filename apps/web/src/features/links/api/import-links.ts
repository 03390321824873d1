import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importLinksResponse, type ImportLinksResponse } from '@cp/contracts/links';
import { apiRequest } from '../../../lib/api-client';
import { linksQueryKey } from './query-keys';

/** POST /api/v1/linkry/import: one link per CSV row (header slug,redirect,access,tags). */
export function importLinks(csv: string): Promise<ImportLinksResponse> {
  return apiRequest('/api/v1/linkry/import', { method: 'POST', body: { csv }, schema: importLinksResponse });
}

export function useImportLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksQueryKey }),
  });
}
