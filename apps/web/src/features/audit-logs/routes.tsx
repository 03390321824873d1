import { auditLogRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'logs';
const LogsPage = lazy(() => import('./pages/logs-page'));

/** spec section 6: the audit log needs AUDIT_LOG_VIEWER. */
export const auditLogsRoutes: RouteObject[] = [
  {
    path: paths.logs,
    element: (
      <RequireRoles roles={auditLogRoles} service={service}>
        <LogsPage />
      </RequireRoles>
    ),
  },
];
