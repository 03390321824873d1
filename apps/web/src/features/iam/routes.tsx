import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';

const service = 'iam';
const IamPage = lazy(() => import('./pages/iam-page'));

// spec section 6: the page needs IAM_ADMIN or IAM_INVITE_ONLY; the page itself shows group
// management to IAM_ADMIN only. (Literal role lists: the contract would bring zod into the
// sign-in page's bundle.)
export const iamRoutes: RouteObject[] = [
  {
    path: '/iam',
    element: (
      <RequireRoles roles={['IAM_ADMIN', 'IAM_INVITE_ONLY']} service={service}>
        <IamPage />
      </RequireRoles>
    ),
  },
];
