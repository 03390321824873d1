import { offlineListResponse, type OfflineListResponse } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/tickets/{itemId}/offline: the item's purchases as a device's door needs them. */
export function fetchOfflineList(itemId: string): Promise<OfflineListResponse> {
  return apiRequest(`/api/v1/tickets/${encodeURIComponent(itemId)}/offline`, { schema: offlineListResponse });
}
