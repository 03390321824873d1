/**
 * The specification's role names, used in code and on screens (spec/decisions.md, "Roles"). On the
 * wire each travels as the chapter platform's value (`roleWireValues`, decision 0038).
 */
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
  // Roles of the chapter's platform (decision 0038).
  /** Reads events' attendee lists and RSVP settings without changing them. */
  'RSVP_VIEWER',
  /** Manages the store's products and orders (as TICKETS_MANAGER does). */
  'STORE_MANAGER',
  /** Hands out store orders: the order lists and pick-up (as TICKETS_SCANNER does at the door). */
  'STORE_FULFILLMENT',
  /** Sees and deactivates every payment link, not only their own. */
  'STRIPE_LINK_ADMIN',
  /** Reads and updates every room request, and requests for any organization. */
  'ROOM_REQUEST_ADMIN',
  /** Reads every room request without changing them. */
  'ROOM_REQUEST_VIEW_ALL',
  /** Looks up other people's directory profiles. */
  'VIEW_USER_INFO',
] as const;

export type AppRole = (typeof appRoles)[number];

/**
 * Each role's value on the wire (GET /api/v1/protected, API keys, IAM group roles): the chapter
 * platform's, so its clients compare what they know. The one place names and values meet;
 * listed in the platform's own order, which is the order roles are answered in.
 */
export const roleWireValues = {
  EVENTS_MANAGER: 'manage:events',
  RSVP_MANAGER: 'manage:rsvps',
  RSVP_VIEWER: 'view:rsvps',
  TICKETS_SCANNER: 'scan:tickets',
  TICKETS_MANAGER: 'manage:tickets',
  IAM_ADMIN: 'admin:iam',
  IAM_INVITE_ONLY: 'invite:iam',
  LINKS_MANAGER: 'manage:links',
  LINKS_ADMIN: 'admin:links',
  STRIPE_LINK_CREATOR: 'create:stripeLink',
  STRIPE_LINK_ADMIN: 'admin:stripeLink',
  ROOM_REQUEST_ADMIN: 'admin:roomRequest',
  ROOM_REQUEST_VIEW_ALL: 'viewAll:roomRequest',
  ROOM_REQUEST_CREATE: 'create:roomRequest',
  ROOM_REQUEST_UPDATE: 'update:roomRequest',
  AUDIT_LOG_VIEWER: 'view:auditLog',
  MANAGE_ORG_API_KEYS: 'manage:orgApiKey',
  VIEW_INTERNAL_MEMBERSHIP_LIST: 'view:internalMembershipList',
  VIEW_EXTERNAL_MEMBERSHIP_LIST: 'view:externalMembershipList',
  MANAGE_EXTERNAL_MEMBERSHIP_LIST: 'manage:externalMembershipList',
  ALL_ORG_MANAGER: 'manage:orgDefinitions',
  VIEW_USER_INFO: 'view:userInfo',
  STORE_MANAGER: 'manage:store',
  STORE_FULFILLMENT: 'fulfill:store',
  // Ours alone, in the platform's style.
  MANAGE_INTERNAL_MEMBERSHIP_LIST: 'manage:internalMembershipList',
  BYPASS_OBJECT_LEVEL_AUTH: 'bypass:objectLevelAuth',
  MANAGE_ELECTIONS: 'manage:elections',
  MANAGE_ANNOUNCEMENTS: 'manage:announcements',
  AT_LEAST_ONE_ORG_MANAGER: '__metaRole:manage:someOrg',
} as const satisfies Record<AppRole, string>;
export type RoleWireValue = (typeof roleWireValues)[AppRole];

const roleNameOfWire = new Map<string, AppRole>(
  Object.entries(roleWireValues).map(([name, wire]) => [wire, name as AppRole]),
);
const wireOrder = Object.keys(roleWireValues) as AppRole[];

export const roleToWire = (role: AppRole): RoleWireValue => roleWireValues[role];
/** The role a wire value names, or undefined for a value no role has. */
export const roleFromWire = (value: string): AppRole | undefined => roleNameOfWire.get(value);
/** Roles in the order the wire lists them. */
export const inWireOrder = (roles: readonly AppRole[]): AppRole[] => wireOrder.filter((role) => roles.includes(role));

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
  'RSVP_VIEWER',
  'STORE_MANAGER',
  'STORE_FULFILLMENT',
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
/** The store's products and orders; its order lists and pick-up (the door's roles, and the store's). */
export const storeManagerRoles = ['TICKETS_MANAGER', 'STORE_MANAGER'] as const;
export const storePickupRoles = ['TICKETS_MANAGER', 'TICKETS_SCANNER', 'STORE_MANAGER', 'STORE_FULFILLMENT'] as const;
/** Spec section 6: the IAM page is for either role; group management is IAM_ADMIN only. */
export const iamPageRoles = ['IAM_ADMIN', 'IAM_INVITE_ONLY'] as const;
export const iamGroupRoles = ['IAM_ADMIN'] as const;
/** spec section 6: payment links need STRIPE_LINK_CREATOR. */
export const paymentLinkRoles = ['STRIPE_LINK_CREATOR', 'STRIPE_LINK_ADMIN'] as const;
/** Requesters see their own requests; updaters, admins and all-viewers see every request. */
export const roomRequestRoles = [
  'ROOM_REQUEST_CREATE',
  'ROOM_REQUEST_UPDATE',
  'ROOM_REQUEST_ADMIN',
  'ROOM_REQUEST_VIEW_ALL',
] as const;
export const roomRequestUpdaterRoles = ['ROOM_REQUEST_UPDATE', 'ROOM_REQUEST_ADMIN'] as const;
/** Who reads every room request (ROOM_REQUEST_VIEW_ALL without changing any). */
export const roomRequestReadAllRoles = [...roomRequestUpdaterRoles, 'ROOM_REQUEST_VIEW_ALL'] as const;
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
/** Who reads an event's RSVP settings and attendee list (RSVP_VIEWER without changing them). */
export const rsvpViewerRoles = ['RSVP_MANAGER', 'RSVP_VIEWER'] as const;
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
