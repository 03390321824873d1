/** Role identifiers on the wire are the specification's names (spec/decisions.md, "Roles"). */
export const appRoles = [
  'EVENTS_MANAGER',
  'TICKETS_MANAGER',
  'TICKETS_SCANNER',
  'IAM_ADMIN',
  'IAM_INVITE_ONLY',
  'STRIPE_LINK_CREATOR',
  'ROOM_REQUEST_CREATE',
  'ROOM_REQUEST_UPDATE',
  'LINKS_MANAGER',
  'LINKS_ADMIN',
  'AUDIT_LOG_VIEWER',
  'MANAGE_ORG_API_KEYS',
  'VIEW_INTERNAL_MEMBERSHIP_LIST',
  'MANAGE_INTERNAL_MEMBERSHIP_LIST',
  'VIEW_EXTERNAL_MEMBERSHIP_LIST',
  'MANAGE_EXTERNAL_MEMBERSHIP_LIST',
  'ALL_ORG_MANAGER',
  'AT_LEAST_ONE_ORG_MANAGER',
  // The chapter's administrators: they see and act on objects of other users (spec/decisions.md).
  'BYPASS_OBJECT_LEVEL_AUTH',
] as const;

export type AppRole = (typeof appRoles)[number];

/** Derived from org roles, never assigned directly. */
export const derivedRoles: readonly AppRole[] = ['AT_LEAST_ONE_ORG_MANAGER'];

export const apiKeyRoles = [
  'EVENTS_MANAGER',
  'TICKETS_MANAGER',
  'TICKETS_SCANNER',
  'ROOM_REQUEST_CREATE',
  'STRIPE_LINK_CREATOR',
  'LINKS_MANAGER',
  'VIEW_INTERNAL_MEMBERSHIP_LIST',
  'MANAGE_INTERNAL_MEMBERSHIP_LIST',
  'VIEW_EXTERNAL_MEMBERSHIP_LIST',
  'MANAGE_EXTERNAL_MEMBERSHIP_LIST',
] as const satisfies readonly AppRole[];

export const orgRoleNames = ['LEAD', 'MEMBER'] as const;
export type OrgRoleName = (typeof orgRoleNames)[number];

export function hasAnyRole(held: readonly string[], needed: readonly AppRole[]): boolean {
  return needed.length === 0 || needed.some((role) => held.includes(role));
}
