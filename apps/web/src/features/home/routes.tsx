import { eventManagerRoles, rsvpManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const MyOrdersPage = lazy(() => import('./pages/my-orders-page'));
const ManagedEventsPage = lazy(() => import('./pages/managed-events-page'));

/** The member's own tickets and orders (anyone signed in), and this week's events for their managers. */
export const homeRoutes: RouteObject[] = [
  { path: paths.myOrders, element: <MyOrdersPage /> },
  {
    path: paths.managedEvents,
    element: (
      <RequireRoles roles={[...eventManagerRoles, ...rsvpManagerRoles]} service="rsvp">
        <ManagedEventsPage />
      </RequireRoles>
    ),
  },
];
