import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { SignInState } from '../../lib/auth';
import { serverFoundNothingAt } from '../../lib/server-not-found';
import { moduleRoutes, offlineModuleRoutes, publicModuleRoutes } from './module-routes';
import { OfflinePage } from '../../components/offline-page';
import { fallbackRedirect } from './route-policy';
import * as Pages from './pages';
import { lightPageRoutes } from './light-page-routes';
import { paths } from '../../lib/paths';

/** Sends a path the current table does not show to where route-policy says. */
function FallbackRedirect({ state }: { state: SignInState }) {
  const location = useLocation();
  if (state !== 'loggedIn' && serverFoundNothingAt(location.pathname)) return <Pages.NotFoundPage fullPage />;
  const to = fallbackRedirect(state, location);
  return to === null ? <Pages.NotFoundPage /> : <Navigate to={to} replace />;
}

/**
 * The signed-in pages' paths, sent where the fallback says in the other tables: a public pattern
 * (`/events/:eventId`) must not swallow a signed-in page's path (`/events/manage`).
 */
const signedInOnly = (state: SignInState): RouteObject[] =>
  moduleRoutes.map(({ path }) => ({ path, element: <FallbackRedirect state={state} /> }));

/** Signing in and out: plain pages, no shell. */
const authPages: RouteObject[] = [
  { path: paths.forceLogin, element: <Pages.ForceLoginPage /> },
  { path: paths.logout, element: <Pages.LogoutPage /> },
  { path: paths.authCallback, element: <Pages.CallbackPage /> },
];

export const loggedInRoutes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  { path: paths.login, element: <Pages.LoginPage /> },
  ...authPages,
  {
    element: <Pages.ShellLayout />,
    children: [
      { path: paths.home, element: <Pages.HomePage /> },
      { path: paths.profile, element: <Pages.ProfilePage /> },
      ...lightPageRoutes,
      ...publicModuleRoutes,
      ...moduleRoutes,
      { path: '*', element: <FallbackRedirect state="loggedIn" /> },
    ],
  },
];

export const unknownRoutes: RouteObject[] = [
  // /login forwards a signed-in visitor with an incomplete profile to /profile?firstTime=true.
  { path: paths.login, element: <Pages.LoginPage /> },
  ...authPages,
  {
    element: <Pages.PlainLayout />,
    children: [{ path: paths.profile, element: <Pages.ProfilePage /> }, ...lightPageRoutes, ...publicModuleRoutes],
  },
  ...signedInOnly('unknown'),
  { path: '*', element: <FallbackRedirect state="unknown" /> },
];

export const loggedOutRoutes: RouteObject[] = [
  { path: paths.login, element: <Pages.LoginPage /> },
  {
    element: <Pages.PlainLayout />,
    children: [...lightPageRoutes, ...publicModuleRoutes],
  },
  ...signedInOnly('loggedOut'),
  // '/', the auth-related paths and everything else: see loggedOutRedirect.
  { path: '*', element: <FallbackRedirect state="loggedOut" /> },
];

export const routeTables: Record<SignInState, RouteObject[]> = {
  loggedIn: loggedInRoutes,
  unknown: unknownRoutes,
  loggedOut: loggedOutRoutes,
};

/**
 * A tab opened with no network cannot learn who is signed in: it offers the pages that work
 * offline (the door, deciding from the lists this device prepared) and says the rest need one.
 */
export const unreachableRoutes: RouteObject[] = [
  {
    element: <Pages.PlainLayout />,
    children: [...offlineModuleRoutes, { path: '*', element: <OfflinePage /> }],
  },
];
