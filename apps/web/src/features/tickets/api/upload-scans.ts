import { batchCheckInResponse, type BatchCheckInResponse, type QueuedScan } from '@cp/contracts/tickets';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/tickets/checkIn/batch: scans decided offline, oldest first, each once by its id. */
export function uploadScans(scans: QueuedScan[]): Promise<BatchCheckInResponse> {
  return apiRequest('/api/v1/tickets/checkIn/batch', { method: 'POST', body: scans, schema: batchCheckInResponse });
}
