// Entry-safe exports only: nothing here may load the schema library, because the sign-in page
// imports this. Schema-backed helpers are imported by path: ./get-profile, ./sign-in-state,
// ./session-cache, ./complete-sign-in.
export { AuthContext, loggedOutValue, useAuth, useHasAnyRole, type AuthValue, type SignInState } from './auth-context';
export { clearSession } from './clear-session';
export { authQueryKey, getAuthState, takeServedFromCache, useAuthQuery } from './get-auth-state';
export { clearSessionCache, hasSessionCache } from './session-storage';
export {
  afterSignInTarget,
  authRelatedPaths,
  isAuthRelatedPath,
  signInUrl,
  startSignIn,
  usableReturnPath,
} from './sign-in';
