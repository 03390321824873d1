import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'linkry';

// Placeholders until the links module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const linksRoutes: RouteObject[] = [
  {
    path: '/linkry',
    element: (
      <RequireRoles roles={['LINKS_ADMIN', 'LINKS_MANAGER']} service={service}>
        <ComingSoon title="Link Shortener" />
      </RequireRoles>
    ),
  },
  {
    path: '/linkry/add',
    element: (
      <RequireRoles roles={['LINKS_MANAGER']} service={service}>
        <ComingSoon title="Add Link" />
      </RequireRoles>
    ),
  },
  {
    path: '/linkry/edit/:slug',
    element: (
      <RequireRoles roles={['LINKS_MANAGER']} service={service}>
        <ComingSoon title="Edit Link" />
      </RequireRoles>
    ),
  },
];
