import { linkListRoles, linkManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';

const service = 'linkry';
const LinksPage = lazy(() => import('./pages/links-page'));
const AddLinkPage = lazy(() => import('./pages/add-link-page'));
const EditLinkPage = lazy(() => import('./pages/edit-link-page'));

// spec section 6: the list needs LINKS_ADMIN or LINKS_MANAGER, adding and editing LINKS_MANAGER.
export const linksRoutes: RouteObject[] = [
  {
    path: '/linkry',
    element: (
      <RequireRoles roles={linkListRoles} service={service}>
        <LinksPage />
      </RequireRoles>
    ),
  },
  {
    path: '/linkry/add',
    element: (
      <RequireRoles roles={linkManagerRoles} service={service}>
        <AddLinkPage />
      </RequireRoles>
    ),
  },
  {
    // A splat: a slug may contain '/'.
    path: '/linkry/edit/*',
    element: (
      <RequireRoles roles={linkManagerRoles} service={service}>
        <EditLinkPage />
      </RequireRoles>
    ),
  },
];
