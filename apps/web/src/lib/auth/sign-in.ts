import { isSafeReturnPath, safeReturnPath } from '@cp/contracts';
import { browser } from '../browser';
import { paths } from '../paths';
import type { SignInState } from './auth-context';
import { clearSessionCache } from './session-storage';

/** Paths that belong to signing in and out (spec section 2.1). */
export const authRelatedPaths = [paths.login, paths.logout, paths.forceLogin, '/a', paths.authCallback] as const;

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? paths.root : trimmed;
}

export function isAuthRelatedPath(pathname: string): boolean {
  return (authRelatedPaths as readonly string[]).includes(normalisePath(pathname));
}

/**
 * A return path worth going back to after signing in: same-origin (safeReturnPath from the
 * contracts) and not itself a sign-in or sign-out page, which would loop or sign the user out.
 */
export function usableReturnPath(returnTo: unknown): string | null {
  if (!isSafeReturnPath(returnTo)) return null;
  const { pathname } = new URL(returnTo, 'http://portal.invalid');
  return isAuthRelatedPath(pathname) ? null : returnTo;
}

/**
 * Where the browser goes to start the server-side sign-in (`loginPath` is the contract's
 * authPaths.login). The return path is checked with the shared safeReturnPath, so the browser is
 * never sent off this origin afterwards.
 */
export function signInUrl(loginPath: string, returnTo: unknown, options: { forcePrompt?: boolean } = {}): string {
  const params = new URLSearchParams({ returnTo: safeReturnPath(usableReturnPath(returnTo)) });
  if (options.forcePrompt) params.set('prompt', 'login');
  return `${loginPath}?${params.toString()}`;
}

/**
 * A full-page navigation: the sign-in runs on the server and at the identity provider.
 * The session contract is loaded here, on demand, because it also builds the zod schemas the
 * sign-in page itself never needs (it keeps /login small).
 */
export async function startSignIn(returnTo: unknown, options: { forcePrompt?: boolean } = {}): Promise<void> {
  // The next person to sign in may be someone else: never let them inherit cached roles.
  clearSessionCache();
  const { authPaths } = await import('@cp/contracts/session');
  browser.assign(signInUrl(authPaths.login, returnTo, options));
}

/**
 * Where /login sends someone who is already signed in: the profile page first when it is
 * incomplete (keeping a safe return path), otherwise the return path or /home. Null: stay.
 */
export function afterSignInTarget(state: SignInState, returnTo: string | null): string | null {
  const usable = usableReturnPath(returnTo);
  if (state === 'loggedIn') return usable ?? paths.home;
  if (state === 'unknown')
    return `${paths.profile}?firstTime=true${usable ? `&returnTo=${encodeURIComponent(usable)}` : ''}`;
  return null;
}
