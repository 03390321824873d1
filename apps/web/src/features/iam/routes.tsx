import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'iam';

// Placeholders until the iam module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const iamRoutes: RouteObject[] = [
  {
    path: '/iam',
    element: (
      <RequireRoles roles={['IAM_ADMIN', 'IAM_INVITE_ONLY']} service={service}>
        <ComingSoon title="IAM" />
      </RequireRoles>
    ),
  },
];
