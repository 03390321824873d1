import { apiKeyManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'apiKey';
const ApiKeysPage = lazy(() => import('./pages/api-keys-page'));

// spec section 6: the API keys page needs MANAGE_ORG_API_KEYS.
export const apiKeysRoutes: RouteObject[] = [
  {
    path: paths.apiKeys,
    element: (
      <RequireRoles roles={apiKeyManagerRoles} service={service}>
        <ApiKeysPage />
      </RequireRoles>
    ),
  },
];
