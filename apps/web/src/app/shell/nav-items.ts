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
  rsvpManagerRoles,
  ticketListRoles,
  ticketScannerRoles,
  type AppRole,
} from '@cp/contracts';
import { paths } from '../../lib/paths';

export interface NavItem {
  path: string;
  label: string;
  /** Any one of these roles shows the item; `signedIn`: everyone signed in, members included. */
  roles: readonly AppRole[] | 'signedIn';
}

/**
 * What every signed-in person has, whatever their roles (decision 0040): their home, the store,
 * their cart, their tickets and orders, their RSVPs and profile.
 */
export const personalNavItems: readonly NavItem[] = [
  { path: paths.home, label: 'Home', roles: 'signedIn' },
  { path: paths.store, label: 'Store', roles: 'signedIn' },
  { path: paths.storeCart, label: 'Cart', roles: 'signedIn' },
  { path: paths.myOrders, label: 'My Tickets and Orders', roles: 'signedIn' },
  { path: paths.profile, label: 'My RSVPs and Profile', roles: 'signedIn' },
];

/** The sidebar's role items (spec section 2.2 "Sidebar", roles from section 6 and decisions.md "Roles"). */
export const navItems: readonly NavItem[] = [
  { path: paths.events, label: 'Events', roles: eventManagerRoles },
  { path: paths.managedEvents, label: 'RSVPs and Check-in', roles: rsvpManagerRoles },
  { path: paths.tickets, label: 'Ticketing/Merch', roles: ticketListRoles },
  { path: paths.scanTickets, label: 'Scan Tickets', roles: ticketScannerRoles },
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

/** Only the role items a user with these roles may open; an item never shows without a matching role. */
export function visibleNavItems(userRoles: readonly string[]): NavItem[] {
  return navItems.filter(
    (item) => item.roles !== 'signedIn' && item.roles.length > 0 && hasAnyRole(userRoles, item.roles),
  );
}

const allItems = [...personalNavItems, ...navItems];

/** Pages an item stands for besides its own path and, for a role item, its section. */
const alsoActive: Record<string, RegExp> = {
  [paths.store]: /^\/store\/(?!cart$)[^/]+$/,
  [paths.managedEvents]: /^\/events\/[^/]+\/(rsvps|checkin)$/,
};

/**
 * Whether the item is the current page or one of its sub-pages. An item whose own path is the
 * page wins over one whose section holds it (/tickets/scan is "Scan Tickets", not "Ticketing/Merch").
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.path) return true;
  if (allItems.some((other) => other.path === pathname)) return false;
  if (alsoActive[item.path]?.test(pathname)) return true;
  if (Object.values(alsoActive).some((pattern) => pattern.test(pathname))) return false;
  // The personal items share their sections (/home, /store) with others: only their own pages are theirs.
  if (item.roles === 'signedIn') return false;
  const section = item.path.split('/')[1];
  return pathname.startsWith(`/${section}/`) || pathname === `/${section}`;
}
