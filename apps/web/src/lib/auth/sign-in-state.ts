import { isProfileComplete, type Profile } from '@cp/contracts/profile';
import type { ProtectedResponse } from '@cp/contracts/session';
import type { AuthValue, SignInState } from './auth-context';

// Import this file directly (not through ./index): it loads the schema library.

/**
 * Logged out without a session; unknown when the profile lacks a given name or surname; logged
 * in otherwise. A profile that could not be loaded (directory down) does not lock the user out:
 * they are treated as logged in and the profile page reports the failure.
 */
export function resolveSignInState(session: ProtectedResponse | null, profile: Profile | null): SignInState {
  if (session === null) return 'loggedOut';
  if (profile !== null && !isProfileComplete(profile)) return 'unknown';
  return 'loggedIn';
}

/** The auth value after the user edited their profile. */
export function withProfile(auth: AuthValue, profile: Profile): AuthValue {
  return { ...auth, profile, state: resolveSignInState(auth.session, profile) };
}
