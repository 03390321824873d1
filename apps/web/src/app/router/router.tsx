import { Suspense } from 'react';
import { createBrowserRouter, ScrollRestoration, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth';
import { GlobalError } from './global-error';
import { routeTables } from './route-tables';

/** Renders the route table of the current sign-in state; switching state switches the table. */
function StateRoutes() {
  const { state } = useAuth();
  const element = useRoutes(routeTables[state]);
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
