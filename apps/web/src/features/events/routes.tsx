import { eventManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'events';
const ManageEventsPage = lazy(() => import('./pages/manage-events-page'));
const AddEventPage = lazy(() => import('./pages/add-event-page'));
const EditEventPage = lazy(() => import('./pages/edit-event-page'));

/** spec section 6: every events page needs EVENTS_MANAGER. */
export const eventsRoutes: RouteObject[] = [
  {
    path: paths.events,
    element: (
      <RequireRoles roles={eventManagerRoles} service={service}>
        <ManageEventsPage />
      </RequireRoles>
    ),
  },
  {
    path: paths.addEvent,
    element: (
      <RequireRoles roles={eventManagerRoles} service={service}>
        <AddEventPage />
      </RequireRoles>
    ),
  },
  {
    path: routePatterns.editEvent,
    element: (
      <RequireRoles roles={eventManagerRoles} service={service}>
        <EditEventPage />
      </RequireRoles>
    ),
  },
];
