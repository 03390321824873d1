import { profileSchema } from '@cp/contracts/profile';
import { protectedResponse, type ProtectedResponse } from '@cp/contracts/session';
import { apiRequest, isApiError } from '../api-client';
import { loggedOutValue, type AuthValue } from './auth-context';
import { readSessionCache, writeSessionCache } from './session-cache';
import { clearSessionCache } from './session-storage';
import { resolveSignInState } from './sign-in-state';

/**
 * The signed-in half of working out the sign-in state, loaded only when there is a session (or a
 * cached one): it validates the session with the contract, caches it, and reads the profile.
 * `fetched` is the body of GET /api/v1/protected, or undefined to use the cache; `profileBody` is
 * GET /api/v1/iam/profile, already under way.
 */
export async function completeSignIn(
  fetched: unknown,
  profileBody: Promise<unknown>,
  signal?: AbortSignal,
): Promise<AuthValue> {
  let session: ProtectedResponse | null = fetched === undefined ? readSessionCache() : parseSession(fetched);
  if (session === null) {
    try {
      session = await apiRequest('/api/v1/protected', { schema: protectedResponse, signal });
    } catch (error) {
      if (isUnauthorized(error)) return signedOut();
      throw error;
    }
  }
  writeSessionCache(session);

  try {
    const parsed = profileSchema.safeParse(await profileBody);
    const profile = parsed.success ? parsed.data : null;
    return { state: resolveSignInState(session, profile), session, profile };
  } catch (error) {
    if (isUnauthorized(error)) return signedOut();
    if (signal?.aborted) throw error;
    return { state: resolveSignInState(session, null), session, profile: null };
  }
}

function parseSession(body: unknown): ProtectedResponse | null {
  const parsed = protectedResponse.safeParse(body);
  return parsed.success ? parsed.data : null;
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

function signedOut(): AuthValue {
  clearSessionCache();
  return loggedOutValue;
}
