import { useQuery } from '@tanstack/react-query';
import { myTicketsResponse, type MyTicketsResponse } from '@cp/contracts/home';
import { apiRequest } from '../../../lib/api-client';
import { homeQueryKey } from './query-keys';

/** GET /api/v1/me/tickets: the person's upcoming tickets, RSVPs and the next public events. */
export function getMyTickets(signal?: AbortSignal): Promise<MyTicketsResponse> {
  return apiRequest('/api/v1/me/tickets', { schema: myTicketsResponse, signal });
}

export function useMyTicketsQuery() {
  return useQuery({ queryKey: [...homeQueryKey, 'tickets'], queryFn: ({ signal }) => getMyTickets(signal) });
}
