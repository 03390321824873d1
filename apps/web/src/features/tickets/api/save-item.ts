import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketItemSchema, type SaveItemRequest, type TicketItem } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';
import { ticketsQueryKey } from './query-keys';

/** POST /api/v1/tickets/items, or PUT /api/v1/tickets/items/{itemId} when editing. */
export function saveItem({ itemId, item }: { itemId?: string; item: SaveItemRequest }): Promise<TicketItem> {
  return itemId
    ? apiRequest(`/api/v1/tickets/items/${encodeURIComponent(itemId)}`, {
        method: 'PUT',
        body: item,
        schema: ticketItemSchema,
      })
    : apiRequest('/api/v1/tickets/items', { method: 'POST', body: item, schema: ticketItemSchema });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
