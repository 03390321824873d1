import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'orgInfo';

// Placeholders until the organizations module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const organizationsRoutes: RouteObject[] = [
  {
    path: '/orgInfo',
    element: (
      <RequireRoles roles={['AT_LEAST_ONE_ORG_MANAGER', 'ALL_ORG_MANAGER']} service={service}>
        <ComingSoon title="Organization Info" />
      </RequireRoles>
    ),
  },
];
