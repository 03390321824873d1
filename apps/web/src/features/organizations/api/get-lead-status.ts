import type { LeadStatusResponse } from '@cp/contracts/organizations';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/organizations/{orgId}/leadStatus: whether a prospective lead is a paid member. */
export function getLeadStatus(orgId: string, username: string): Promise<LeadStatusResponse> {
  const query = new URLSearchParams({ username });
  return apiRequest(`/api/v1/organizations/${encodeURIComponent(orgId)}/leadStatus?${query}`);
}
