import { rsvpManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { routePatterns } from '../../lib/paths';

const service = 'rsvp';
const EventRsvpsPage = lazy(() => import('./pages/event-rsvps-page'));
const CheckInPage = lazy(() => import('./pages/check-in-page'));

/** Issue 24: the attendee list and the door need RSVP_MANAGER. */
export const rsvpRoutes: RouteObject[] = [
  {
    path: routePatterns.eventRsvps,
    element: (
      <RequireRoles roles={rsvpManagerRoles} service={service}>
        <EventRsvpsPage />
      </RequireRoles>
    ),
  },
  {
    path: routePatterns.eventCheckIn,
    element: (
      <RequireRoles roles={rsvpManagerRoles} service={service}>
        <CheckInPage />
      </RequireRoles>
    ),
  },
];

/** The RSVP door loads with no network once opened (issue 26); its check-ins still need the server. */
export const rsvpOfflinePaths = [routePatterns.eventCheckIn];
export const rsvpOfflineRoutes: RouteObject[] = [{ path: routePatterns.eventCheckIn, element: <CheckInPage /> }];
