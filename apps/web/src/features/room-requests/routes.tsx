import { roomRequestRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'roomRequests';
const RoomRequestsPage = lazy(() => import('./pages/room-requests-page'));
const RoomRequestPage = lazy(() => import('./pages/room-request-page'));

/** spec section 6: ROOM_REQUEST_CREATE or ROOM_REQUEST_UPDATE; the update panel needs ROOM_REQUEST_UPDATE. */
export const roomRequestsRoutes: RouteObject[] = [
  {
    path: paths.roomRequests,
    element: (
      <RequireRoles roles={roomRequestRoles} service={service}>
        <RoomRequestsPage />
      </RequireRoles>
    ),
  },
  {
    path: routePatterns.roomRequest,
    element: (
      <RequireRoles roles={roomRequestRoles} service={service}>
        <RoomRequestPage />
      </RequireRoles>
    ),
  },
];
