import { linkListRoles, linkManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'linkry';
const LinksPage = lazy(() => import('./pages/links-page'));
const AddLinkPage = lazy(() => import('./pages/add-link-page'));
const EditLinkPage = lazy(() => import('./pages/edit-link-page'));
const LinkStatsPage = lazy(() => import('./pages/link-stats-page'));

// spec section 6: the list needs LINKS_ADMIN or LINKS_MANAGER, adding and editing LINKS_MANAGER.
// A link's stats are for whoever may see it in the list; the server checks it is theirs (issue 29).
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
  {
    path: routePatterns.linkStats,
    element: (
      <RequireRoles roles={linkListRoles} service={service}>
        <LinkStatsPage />
      </RequireRoles>
    ),
  },
];
