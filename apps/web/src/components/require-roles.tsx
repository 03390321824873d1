import { lazy, type ReactNode } from 'react';
import type { AppRole } from '@cp/contracts';
import { useHasAnyRole } from '../lib/auth';

const UnauthorizedView = lazy(() => import('./unauthorized-view'));

interface RequireRolesProps {
  /** Any one of these roles lets the user in. */
  roles: readonly AppRole[];
  /** Named in the unauthorized view's diagnostics; the module of the page. */
  service?: string;
  children: ReactNode;
}

/** Shows its children to users holding any of the roles, and the unauthorized view to others. */
export function RequireRoles({ roles, service, children }: RequireRolesProps) {
  const allowed = useHasAnyRole(roles);
  if (!allowed) return <UnauthorizedView requiredRoles={roles} service={service} />;
  return <>{children}</>;
}
