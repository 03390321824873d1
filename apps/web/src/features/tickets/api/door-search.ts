import { doorSearchResponse, type DoorSearchResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/tickets/{itemId}/door/search?q=: purchases of the item by email. */
export function searchDoor(itemId: string, q: string, timeoutMs?: number): Promise<DoorSearchResponse> {
  const query = new URLSearchParams({ q });
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}/door/search?${query}`, {
    schema: doorSearchResponse,
    timeoutMs,
  });
}
