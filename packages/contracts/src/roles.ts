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
  // Sets an event's RSVPs, sees who is coming and checks attendees in (issue 24).
  'RSVP_MANAGER',
  // Creates, changes, opens and closes elections (issue 45); voting needs no role, only the roll.
  'MANAGE_ELECTIONS',
  // Writes announcements to members and sees how their sending goes (issue 44).
  'MANAGE_ANNOUNCEMENTS',
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
  'MANAGE_ANNOUNCEMENTS',
] as const satisfies readonly AppRole[];

export const orgRoleNames = ['LEAD', 'MEMBER'] as const;
export type OrgRoleName = (typeof orgRoleNames)[number];

export function hasAnyRole(held: readonly string[], needed: readonly AppRole[]): boolean {
  return needed.length === 0 || needed.some((role) => held.includes(role));
}

// Who reaches each module's routes and pages (spec section 6), named once for the API's route
// configs, the web's route guards and the sidebar. Here, with no zod, so the web's first bundle
// (the sign-in page) can import them.
/** Who manages events (the API's writes, the web's Events pages and sidebar item). */
export const eventManagerRoles = ['EVENTS_MANAGER'] as const;
/** Roles of the tickets module (spec section 6). */
export const ticketListRoles = ['TICKETS_MANAGER', 'TICKETS_SCANNER'] as const;
export const ticketManagerRoles = ['TICKETS_MANAGER'] as const;
export const ticketScannerRoles = ['TICKETS_SCANNER'] as const;
/** Spec section 6: the IAM page is for either role; group management is IAM_ADMIN only. */
export const iamPageRoles = ['IAM_ADMIN', 'IAM_INVITE_ONLY'] as const;
export const iamGroupRoles = ['IAM_ADMIN'] as const;
/** spec section 6: payment links need STRIPE_LINK_CREATOR. */
export const paymentLinkRoles = ['STRIPE_LINK_CREATOR'] as const;
/** Requesters see their own requests; updaters see every request. */
export const roomRequestRoles = ['ROOM_REQUEST_CREATE', 'ROOM_REQUEST_UPDATE'] as const;
export const roomRequestUpdaterRoles = ['ROOM_REQUEST_UPDATE'] as const;
export const roomRequestCreatorRoles = ['ROOM_REQUEST_CREATE'] as const;
/** The roles of every /api/v1/linkry endpoint (spec section 6): which links each may touch is per link. */
export const linkListRoles = ['LINKS_ADMIN', 'LINKS_MANAGER'] as const;
/** Who may create and edit their own links (the new and edit pages). */
export const linkManagerRoles = ['LINKS_MANAGER'] as const;
export const auditLogRoles = ['AUDIT_LOG_VIEWER'] as const;
/** Who sets an event's RSVPs, sees its attendees and checks them in. */
export const rsvpManagerRoles = ['RSVP_MANAGER'] as const;
/** Who creates and runs elections (the API's writes, the web's manage pages and sidebar item). */
export const electionManagerRoles = ['MANAGE_ELECTIONS'] as const;
/** Who writes announcements, sees their audiences and their sending (issue 44). */
export const announcementManagerRoles = ['MANAGE_ANNOUNCEMENTS'] as const;
/** Who manages the organization's API keys (the API, the page and its sidebar item). */
export const apiKeyManagerRoles = ['MANAGE_ORG_API_KEYS'] as const;
export const membershipRoles = {
  queryPaid: ['VIEW_INTERNAL_MEMBERSHIP_LIST'],
  // Writing the paid list (the import) is its own role: an external-list role never reaches it.
  managePaid: ['MANAGE_INTERNAL_MEMBERSHIP_LIST'],
  viewExternal: ['VIEW_EXTERNAL_MEMBERSHIP_LIST', 'MANAGE_EXTERNAL_MEMBERSHIP_LIST'],
  manageExternal: ['MANAGE_EXTERNAL_MEMBERSHIP_LIST'],
} as const;
/** The membership lists page: any role that reads a list. */
export const membershipPageRoles = [...membershipRoles.queryPaid, ...membershipRoles.viewExternal] as const;
/** Who may edit an organization's page (which ones is per org: org-access in the API). */
export const orgManagerRoles = ['ALL_ORG_MANAGER', 'AT_LEAST_ONE_ORG_MANAGER'] as const;
