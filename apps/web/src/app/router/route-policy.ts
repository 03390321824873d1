import { isAuthRelatedPath, type SignInState } from '../../lib/auth';
import { paths } from '../../lib/paths';

/**
 * Where each sign-in state sends a path its route table does not show (spec section 2.1).
 * Plain functions so the rules can be tested without rendering anything.
 */
export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Routes every state offers (the logged-out state still sends the auth-related ones to /login). */
export const sharedPaths = [paths.forceLogin, paths.logout, paths.authCallback, paths.tos] as const;

/** The original path, search and hash, the way it is carried in a returnTo parameter. */
export function fullPath(location: LocationLike): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** /login?returnTo=...&li=true: the page asks the visitor to sign in, then comes back here. */
export function loginRedirect(location: LocationLike): string {
  return `${paths.login}?returnTo=${encodeURIComponent(fullPath(location))}&li=true`;
}

/** Logged out: / and the auth-related paths go to /login, everything else asks for sign-in first. */
export function loggedOutRedirect(location: LocationLike): string {
  if (location.pathname === paths.root || isAuthRelatedPath(location.pathname)) return paths.login;
  return loginRedirect(location);
}

/** Unknown: the profile must be completed first; auth-related paths go to /login. */
export function unknownRedirect(location: LocationLike): string {
  if (isAuthRelatedPath(location.pathname)) return paths.login;
  return `${paths.profile}?returnTo=${encodeURIComponent(fullPath(location))}&firstTime=true`;
}

/**
 * A path outside the state's route table: where to redirect, or null for the logged-in state,
 * which shows the not-found page instead.
 */
export function fallbackRedirect(state: SignInState, location: LocationLike): string | null {
  if (state === 'loggedOut') return loggedOutRedirect(location);
  if (state === 'unknown') return unknownRedirect(location);
  return null;
}

export type ErrorOutcome = { kind: 'notFound' } | { kind: 'redirect'; to: string } | { kind: 'error' };

/** Uncaught errors: '404' is the not-found page when logged in and the login redirect otherwise. */
export function errorOutcome(state: SignInState, error: unknown, location: LocationLike): ErrorOutcome {
  if (!isNotFoundError(error)) return { kind: 'error' };
  if (state === 'loggedIn') return { kind: 'notFound' };
  // A failing sign-in page must not redirect to itself over and over.
  if (isAuthRelatedPath(location.pathname)) return { kind: 'error' };
  return { kind: 'redirect', to: loginRedirect(location) };
}

function isNotFoundError(error: unknown): boolean {
  if (error instanceof Error) return error.message === '404';
  // The router's own error responses carry a status instead of a message.
  if (typeof error === 'object' && error !== null && 'status' in error) return error.status === 404;
  return false;
}
