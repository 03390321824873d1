import { membershipPageRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'membership';
const MembershipListsPage = lazy(() => import('./pages/membership-lists-page'));

// decisions.md, "Roles": the page shows for any membership role; each panel checks its own.
export const membershipsRoutes: RouteObject[] = [
  {
    path: paths.membershipLists,
    element: (
      <RequireRoles roles={membershipPageRoles} service={service}>
        <MembershipListsPage />
      </RequireRoles>
    ),
  },
];
