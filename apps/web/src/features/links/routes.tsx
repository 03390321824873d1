import { linkListRoles, linkManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'linkry';
const LinksPage = lazy(() => import('./pages/links-page'));
const AddLinkPage = lazy(() => import('./pages/add-link-page'));
const EditLinkPage = lazy(() => import('./pages/edit-link-page'));

// spec section 6: the list needs LINKS_ADMIN or LINKS_MANAGER, adding and editing LINKS_MANAGER.
export const linksRoutes: RouteObject[] = [
  {
    path: paths.links,
    element: (
      <RequireRoles roles={linkListRoles} service={service}>
        <LinksPage />
      </RequireRoles>
    ),
  },
  {
    path: paths.addLink,
    element: (
      <RequireRoles roles={linkManagerRoles} service={service}>
        <AddLinkPage />
      </RequireRoles>
    ),
  },
  {
    path: routePatterns.editLink,
    element: (
      <RequireRoles roles={linkManagerRoles} service={service}>
        <EditLinkPage />
      </RequireRoles>
    ),
  },
];
