import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'events';

// Placeholders until the events module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const eventsRoutes: RouteObject[] = [
  {
    path: '/events/manage',
    element: (
      <RequireRoles roles={['EVENTS_MANAGER']} service={service}>
        <ComingSoon title="Events" />
      </RequireRoles>
    ),
  },
  {
    path: '/events/add',
    element: (
      <RequireRoles roles={['EVENTS_MANAGER']} service={service}>
        <ComingSoon title="Create Event" />
      </RequireRoles>
    ),
  },
  {
    path: '/events/edit/:eventId',
    element: (
      <RequireRoles roles={['EVENTS_MANAGER']} service={service}>
        <ComingSoon title="Edit Event" />
      </RequireRoles>
    ),
  },
];
