import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'membership';

// Placeholders until the memberships module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const membershipsRoutes: RouteObject[] = [
  {
    path: '/membershipLists',
    element: (
      <RequireRoles
        roles={['VIEW_INTERNAL_MEMBERSHIP_LIST', 'VIEW_EXTERNAL_MEMBERSHIP_LIST', 'MANAGE_EXTERNAL_MEMBERSHIP_LIST']}
        service={service}
      >
        <ComingSoon title="Membership Lists" />
      </RequireRoles>
    ),
  },
];
