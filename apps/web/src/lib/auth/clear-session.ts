import { apiRequest, isApiError } from '../api-client';
import { clearSessionCache } from './session-storage';

/**
 * POST /api/v1/clearSession ends the server session (the cookie is httpOnly, so only the server
 * can drop it). The local roles cache is cleared whatever happens; a 401 means the session was
 * already gone, which is the outcome asked for.
 */
export async function clearSession(): Promise<void> {
  clearSessionCache();
  try {
    await apiRequest('/api/v1/clearSession', { method: 'POST' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}
