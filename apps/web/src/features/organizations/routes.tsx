import { orgManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'orgInfo';
const OrgInfoPage = lazy(() => import('./pages/org-info-page'));

// spec section 6: Org Info needs AT_LEAST_ONE_ORG_MANAGER or ALL_ORG_MANAGER; which orgs, the page decides.
export const organizationsRoutes: RouteObject[] = [
  {
    path: paths.orgInfo,
    element: (
      <RequireRoles roles={orgManagerRoles} service={service}>
        <OrgInfoPage />
      </RequireRoles>
    ),
  },
];
