import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'tickets';

// Placeholders until the tickets module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const ticketsRoutes: RouteObject[] = [
  {
    path: '/tickets',
    element: (
      <RequireRoles roles={['TICKETS_MANAGER', 'TICKETS_SCANNER']} service={service}>
        <ComingSoon title="Ticketing/Merch" />
      </RequireRoles>
    ),
  },
  {
    path: '/tickets/scan',
    element: (
      <RequireRoles roles={['TICKETS_SCANNER']} service={service}>
        <ComingSoon title="Scan Tickets" />
      </RequireRoles>
    ),
  },
  {
    path: '/tickets/manage/:eventId',
    element: (
      <RequireRoles roles={['TICKETS_MANAGER']} service={service}>
        <ComingSoon title="View Sales" />
      </RequireRoles>
    ),
  },
];
