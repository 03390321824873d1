import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ballotsFile,
  castBallotResponse,
  election,
  electionResults,
  listElectionsResponse,
  type CastBallotRequest,
  type CreateElectionRequest,
} from '@cp/contracts/elections';
import { apiRequest } from '../../../lib/api-client';

const key = ['elections'] as const;
const base = '/api/v1/elections';

/** GET /api/v1/elections: those the caller manages or whose roll holds them. */
export const useElectionsQuery = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest(base, { schema: listElectionsResponse, signal }) });

export const useElectionQuery = (id: string) =>
  useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => apiRequest(`${base}/${encodeURIComponent(id)}`, { schema: election, signal }),
  });

/** Results and ballots are asked only once the election is closed (403 before). */
export const useResultsQuery = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...key, id, 'results'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`${base}/${encodeURIComponent(id)}/results`, { schema: electionResults, signal }),
  });

export const useBallotsQuery = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...key, id, 'ballots'],
    enabled,
    queryFn: ({ signal }) => apiRequest(`${base}/${encodeURIComponent(id)}/ballots`, { schema: ballotsFile, signal }),
  });

export function useCastBallot(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CastBallotRequest) =>
      apiRequest(`${base}/${encodeURIComponent(id)}/ballot`, { method: 'POST', body, schema: castBallotResponse }),
    // The list only: this page keeps the receipt on screen; a later visit reads "you voted".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
  });
}

export function useSaveElection(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateElectionRequest) =>
      apiRequest(id ? `${base}/${encodeURIComponent(id)}` : base, {
        method: id ? 'PATCH' : 'POST',
        body,
        schema: election,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useMoveWindow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'open' | 'close') =>
      apiRequest(`${base}/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: election }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
