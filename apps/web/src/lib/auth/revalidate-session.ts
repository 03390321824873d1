import type { QueryClient } from '@tanstack/react-query';
import { protectedResponse } from '@cp/contracts/session';
import { apiRequest, isApiError } from '../api-client';
import { loggedOutValue, type AuthValue } from './auth-context';
import { authQueryKey } from './get-auth-state';
import { writeSessionCache } from './session-cache';
import { clearSessionCache } from './session-storage';
import { resolveSignInState } from './sign-in-state';

// Import this file directly (not through ./index): it loads the schema library.

/**
 * The roles cache serves the first paint; this asks the server again in the background on each
 * page load, so a group change (roles granted or taken away) reaches the sidebar within one load.
 */
export async function revalidateSession(queryClient: QueryClient): Promise<void> {
  try {
    const session = await apiRequest('/api/v1/protected', { schema: protectedResponse });
    writeSessionCache(session);
    queryClient.setQueryData<AuthValue>(authQueryKey, (previous) =>
      previous && previous.state !== 'loggedOut'
        ? { ...previous, session, state: resolveSignInState(session, previous.profile) }
        : previous,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSessionCache();
      queryClient.setQueryData<AuthValue>(authQueryKey, loggedOutValue);
    }
    // Any other failure keeps the cached roles; the next load asks again.
  }
}
