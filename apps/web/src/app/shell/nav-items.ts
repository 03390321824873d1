import { hasAnyRole, type AppRole } from '@cp/contracts';

export interface NavItem {
  path: string;
  label: string;
  /** Any one of these roles shows the item. */
  roles: readonly AppRole[];
}

/** The sidebar (spec section 2.2 "Sidebar", roles from section 6 and decisions.md "Roles"). */
export const navItems: readonly NavItem[] = [
  { path: '/events/manage', label: 'Events', roles: ['EVENTS_MANAGER'] },
  { path: '/tickets', label: 'Ticketing/Merch', roles: ['TICKETS_MANAGER', 'TICKETS_SCANNER'] },
  { path: '/iam', label: 'IAM', roles: ['IAM_ADMIN', 'IAM_INVITE_ONLY'] },
  { path: '/stripe', label: 'Payment Link Creator', roles: ['STRIPE_LINK_CREATOR'] },
  { path: '/roomRequests', label: 'Room Requests', roles: ['ROOM_REQUEST_CREATE', 'ROOM_REQUEST_UPDATE'] },
  { path: '/linkry', label: 'Link Shortener', roles: ['LINKS_ADMIN', 'LINKS_MANAGER'] },
  { path: '/logs', label: 'Audit Logs', roles: ['AUDIT_LOG_VIEWER'] },
  { path: '/apiKeys', label: 'API Keys', roles: ['MANAGE_ORG_API_KEYS'] },
  {
    path: '/membershipLists',
    label: 'Membership',
    roles: ['VIEW_INTERNAL_MEMBERSHIP_LIST', 'VIEW_EXTERNAL_MEMBERSHIP_LIST', 'MANAGE_EXTERNAL_MEMBERSHIP_LIST'],
  },
  { path: '/orgInfo', label: 'Organization Info', roles: ['AT_LEAST_ONE_ORG_MANAGER', 'ALL_ORG_MANAGER'] },
];

/** Only the items a user with these roles may open; an item never shows without a matching role. */
export function visibleNavItems(userRoles: readonly string[]): NavItem[] {
  return navItems.filter((item) => item.roles.length > 0 && hasAnyRole(userRoles, item.roles));
}

/** Whether the item is the current page or one of its sub-pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const section = item.path.split('/')[1];
  return pathname === item.path || pathname.startsWith(`/${section}/`) || pathname === `/${section}`;
}
