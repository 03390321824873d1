import { iamPageRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'iam';
const IamPage = lazy(() => import('./pages/iam-page'));

// spec section 6: the page needs IAM_ADMIN or IAM_INVITE_ONLY; the page itself shows group
// management to IAM_ADMIN only.
export const iamRoutes: RouteObject[] = [
  {
    path: paths.iam,
    element: (
      <RequireRoles roles={iamPageRoles} service={service}>
        <IamPage />
      </RequireRoles>
    ),
  },
];
