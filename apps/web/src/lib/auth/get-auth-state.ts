import { useQuery } from '@tanstack/react-query';
import { config } from '../../config';
import { apiRequest, isApiError } from '../api-client';
import { loggedOutValue, type AuthValue } from './auth-context';
import { hasSessionHint } from './session-hint';
import { clearSessionCache, hasSessionCache } from './session-storage';

export const authQueryKey = ['auth'] as const;

let servedFromCache = false;

/** True once after the sign-in state was answered from the roles cache (then to be revalidated). */
export function takeServedFromCache(): boolean {
  const served = servedFromCache;
  servedFromCache = false;
  return served;
}

/**
 * The sign-in state. A visitor without a session costs no call and no schema code: the
 * validation, the roles cache and the profile are loaded only once there is a session.
 */
export async function getAuthState(signal?: AbortSignal): Promise<AuthValue> {
  if (!hasSessionHint()) {
    // Signed out (here or in another tab) or expired: whatever roles were cached are stale.
    clearSessionCache();
    return loggedOutValue;
  }
  servedFromCache = hasSessionCache();
  // The session, the profile and the code that checks them are asked for at once: one after
  // another they were three round trips before any page could start loading its data.
  const checks = import('./complete-sign-in');
  const profile = apiRequest('/api/v1/iam/profile', { signal });
  // Read (or, on a 401 below, dropped) by completeSignIn; never an unhandled rejection.
  profile.catch(() => undefined);
  let fetched: unknown = undefined;
  if (!servedFromCache) {
    try {
      fetched = await apiRequest('/api/v1/protected', { signal });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return loggedOutValue;
      throw error;
    }
  }
  const { completeSignIn } = await checks;
  return completeSignIn(fetched, profile, signal);
}

export function useAuthQuery() {
  return useQuery({
    queryKey: authQueryKey,
    queryFn: ({ signal }) => getAuthState(signal),
    staleTime: config.sessionCacheTtlMs,
  });
}
