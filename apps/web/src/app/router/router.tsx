import { Suspense } from 'react';
import { createBrowserRouter, ScrollRestoration, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth';
import { GlobalError } from './global-error';
import { useServerUnreachable } from '../../lib/network';
import { routeTables, unreachableRoutes } from './route-tables';

/** Renders the route table of the current sign-in state; switching state switches the table. */
function StateRoutes() {
  const { state } = useAuth();
  const unreachable = useServerUnreachable();
  const element = useRoutes(unreachable ? unreachableRoutes : routeTables[state]);
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader fullPage />}>{element}</Suspense>
    </>
  );
}

export const rootRoutes: RouteObject[] = [{ path: '*', element: <StateRoutes />, errorElement: <GlobalError /> }];

export function createAppRouter() {
  return createBrowserRouter(rootRoutes);
}
