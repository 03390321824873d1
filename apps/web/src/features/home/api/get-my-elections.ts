import { useQuery } from '@tanstack/react-query';
import { listElectionsResponse, type Election } from '@cp/contracts/elections';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/elections, kept to the open ones whose roll holds the caller. */
export async function getMyOpenElections(signal?: AbortSignal): Promise<Election[]> {
  const all = await apiRequest('/api/v1/elections', { schema: listElectionsResponse, signal });
  return all.filter((e) => e.status === 'open' && e.onRoll);
}

export function useMyOpenElectionsQuery() {
  return useQuery({ queryKey: [...homeQueryKey, 'elections'], queryFn: ({ signal }) => getMyOpenElections(signal) });
}
