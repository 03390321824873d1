import { apiKeyManagerRoles } from '@cp/contracts';
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
      <RequireRoles roles={apiKeyManagerRoles} service={service}>
        <ApiKeysPage />
      </RequireRoles>
    ),
  },
];
