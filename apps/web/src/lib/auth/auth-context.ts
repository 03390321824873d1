import { createContext, useContext } from 'react';
import { hasAnyRole, type AppRole } from '@cp/contracts';
import type { Profile } from '@cp/contracts/profile';
import type { ProtectedResponse } from '@cp/contracts/session';

/**
 * The three sign-in states of spec section 2.1. 'unknown' is the spec's null: signed in, but the
 * directory profile lacks a given name or a surname, so only the profile page is offered.
 */
export type SignInState = 'loggedIn' | 'loggedOut' | 'unknown';

export interface AuthValue {
  state: SignInState;
  /** Username, roles and org roles from GET /api/v1/protected; null when logged out. */
  session: ProtectedResponse | null;
  /** The directory profile; null when logged out or when it could not be loaded. */
  profile: Profile | null;
}

export const loggedOutValue: AuthValue = { state: 'loggedOut', session: null, profile: null };

export const AuthContext = createContext<AuthValue>(loggedOutValue);

export function useAuth(): AuthValue {
  return useContext(AuthContext);
}

/** Any-of role check against the signed-in user's roles. */
export function useHasAnyRole(roles: readonly AppRole[]): boolean {
  const { session } = useAuth();
  return session !== null && hasAnyRole(session.roles, roles);
}
