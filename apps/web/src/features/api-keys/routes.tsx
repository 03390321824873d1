import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';

const service = 'apiKey';
const ApiKeysPage = lazy(() => import('./pages/api-keys-page'));

// spec section 6: the API keys page needs MANAGE_ORG_API_KEYS.
export const apiKeysRoutes: RouteObject[] = [
  {
    path: '/apiKeys',
    element: (
      <RequireRoles roles={['MANAGE_ORG_API_KEYS']} service={service}>
        <ApiKeysPage />
      </RequireRoles>
    ),
  },
];
