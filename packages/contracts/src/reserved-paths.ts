/**
 * First path segments the portal itself serves. A short link may not use them (any letter case),
 * and the server sends the web app, not a redirect, for them.
 */
export const reservedPathSegments = [
  'api',
  'auth',
  'idp',
  'assets',
  'a',
  'login',
  'logout',
  'force_login',
  'tos',
  'profile',
  'home',
  'events',
  'linkry',
  'tickets',
  'iam',
  'membershipLists',
  'stripe',
  'roomRequests',
  'logs',
  'apiKeys',
  'orgInfo',
  'elections',
  // Public pages: the local payment pages, the store and the membership page.
  'pay',
  'checkout',
  'store',
  'membership',
  // Announcements (issue 44): the officers' pages and the archive, and the preferences link.
  'announcements',
  'preferences',
  'index.html',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  'manifest.webmanifest',
  '.well-known',
] as const;

const reserved = new Set(reservedPathSegments.map((s) => s.toLowerCase()));

export function isReservedSegment(segment: string): boolean {
  return reserved.has(segment.toLowerCase());
}
