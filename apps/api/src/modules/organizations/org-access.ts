import type { Actor } from '../../plugins/auth';
import { forbidden } from '../../lib/app-error';

/** The change-feed topic that drops every instance's cached org answers. */
export const organizationsTopic = 'organizations';

/** spec section 6: ALL_ORG_MANAGER manages every org; anyone else only the orgs they LEAD. */
export function canManageOrg(actor: Pick<Actor, 'roles' | 'orgRoles'>, orgId: string): boolean {
  if (actor.roles.includes('ALL_ORG_MANAGER')) return true;
  return actor.orgRoles.some((role) => role.org === orgId && role.role === 'LEAD');
}

export function assertCanManageOrg(actor: Pick<Actor, 'roles' | 'orgRoles'>, orgId: string): void {
  if (!canManageOrg(actor, orgId)) throw forbidden(`You may not manage organization ${orgId}.`);
}
