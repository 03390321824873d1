import { eventManagerRoles, rsvpManagerRoles, ticketListRoles, ticketScannerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const MyOrdersPage = lazy(() => import('./pages/my-orders-page'));
const ManagedEventsPage = lazy(() => import('./pages/managed-events-page'));
const PickupWaitingPage = lazy(() => import('./pages/pickup-waiting-page'));
const DoorConflictsPage = lazy(() => import('./pages/door-conflicts-page'));

/** The pages of the home's cards (decision 0040): each shows exactly what its card counted. */
const cardPages: RouteObject[] = [
  {
    path: paths.pickupWaiting,
    element: (
      <RequireRoles roles={ticketListRoles} service="tickets">
        <PickupWaitingPage />
      </RequireRoles>
    ),
  },
  {
    path: paths.doorConflicts,
    element: (
      <RequireRoles roles={ticketScannerRoles} service="tickets">
        <DoorConflictsPage />
      </RequireRoles>
    ),
  },
];

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
  ...cardPages,
];
