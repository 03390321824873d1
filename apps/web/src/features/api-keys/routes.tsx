import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'apiKey';

// Placeholders until the api-keys module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const apiKeysRoutes: RouteObject[] = [
  {
    path: '/apiKeys',
    element: (
      <RequireRoles roles={['MANAGE_ORG_API_KEYS']} service={service}>
        <ComingSoon title="API Keys" />
      </RequireRoles>
    ),
  },
];
