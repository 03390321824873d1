import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'roomRequests';

// Placeholders until the room-requests module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const roomRequestsRoutes: RouteObject[] = [
  {
    path: '/roomRequests',
    element: (
      <RequireRoles roles={['ROOM_REQUEST_CREATE', 'ROOM_REQUEST_UPDATE']} service={service}>
        <ComingSoon title="Room Requests" />
      </RequireRoles>
    ),
  },
  {
    path: '/roomRequests/:semesterId/:requestId',
    element: (
      <RequireRoles roles={['ROOM_REQUEST_CREATE', 'ROOM_REQUEST_UPDATE']} service={service}>
        <ComingSoon title="Room Request" />
      </RequireRoles>
    ),
  },
];
