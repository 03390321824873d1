import {
  announcementManagerRoles,
  apiKeyManagerRoles,
  auditLogRoles,
  electionManagerRoles,
  eventManagerRoles,
  hasAnyRole,
  iamPageRoles,
  linkListRoles,
  membershipPageRoles,
  orgManagerRoles,
  paymentLinkRoles,
  roomRequestRoles,
  ticketListRoles,
  type AppRole,
} from '@cp/contracts';
import { paths } from '../../lib/paths';

export interface NavItem {
  path: string;
  label: string;
  /** Any one of these roles shows the item. */
  roles: readonly AppRole[];
}

/** The sidebar (spec section 2.2 "Sidebar", roles from section 6 and decisions.md "Roles"). */
export const navItems: readonly NavItem[] = [
  { path: paths.events, label: 'Events', roles: eventManagerRoles },
  { path: paths.tickets, label: 'Ticketing/Merch', roles: ticketListRoles },
  { path: paths.iam, label: 'IAM', roles: iamPageRoles },
  { path: paths.paymentLinks, label: 'Payment Link Creator', roles: paymentLinkRoles },
  { path: paths.roomRequests, label: 'Room Requests', roles: roomRequestRoles },
  { path: paths.links, label: 'Link Shortener', roles: linkListRoles },
  { path: paths.logs, label: 'Audit Logs', roles: auditLogRoles },
  { path: paths.apiKeys, label: 'API Keys', roles: apiKeyManagerRoles },
  {
    path: paths.membershipLists,
    label: 'Membership',
    roles: membershipPageRoles,
  },
  { path: paths.orgInfo, label: 'Organization Info', roles: orgManagerRoles },
  { path: paths.elections, label: 'Elections', roles: electionManagerRoles },
  { path: paths.announcements, label: 'Announcements', roles: announcementManagerRoles },
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
