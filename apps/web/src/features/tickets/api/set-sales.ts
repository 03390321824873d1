import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketItemSchema, type SetSalesRequest, type TicketItem } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** PATCH /api/v1/tickets/{itemId}: sales on, off, or on from a date. */
export function setSales({ itemId, ...body }: SetSalesRequest & { itemId: string }): Promise<TicketItem> {
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body,
    schema: ticketItemSchema,
  });
}

export function useSetSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSales,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
