import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../lib/paths';

const ElectionsPage = lazy(() => import('./pages/elections-page'));
const ElectionPage = lazy(() => import('./pages/election-page'));

/**
 * Issue 45: any signed-in member opens these (what they see depends on the roll); creating and
 * changing an election needs MANAGE_ELECTIONS, which the API enforces and the page asks.
 */
export const electionsRoutes: RouteObject[] = [
  { path: paths.elections, element: <ElectionsPage /> },
  { path: routePatterns.election, element: <ElectionPage /> },
];
