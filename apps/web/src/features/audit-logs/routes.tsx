import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'logs';

// Placeholders until the audit-logs module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const auditLogsRoutes: RouteObject[] = [
  {
    path: '/logs',
    element: (
      <RequireRoles roles={['AUDIT_LOG_VIEWER']} service={service}>
        <ComingSoon title="Audit Logs" />
      </RequireRoles>
    ),
  },
];
