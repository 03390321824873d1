import type { ClearSessionResponse } from '@cp/contracts/session';
import { apiRequest, isApiError } from '../api-client';
import { clearSessionCache } from './session-storage';

/**
 * POST /api/v1/clearSession ends the server session (the cookie is httpOnly, so only the server
 * can drop it). The local roles cache is cleared whatever happens; a 401 means the session was
 * already gone, which is the outcome asked for. The answer names the identity provider's own
 * sign-out page, when it has one.
 */
export async function clearSession(): Promise<ClearSessionResponse> {
  clearSessionCache();
  try {
    return await apiRequest<ClearSessionResponse>('/api/v1/clearSession', { method: 'POST' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { logoutUrl: null };
    throw error;
  }
}
