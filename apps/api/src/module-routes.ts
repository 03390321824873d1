import type { FastifyPluginAsync } from 'fastify';
import { announcementMemberRoutes } from './modules/announcements/member-routes';
import { announcementRoutes } from './modules/announcements/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { auditLogRoutes } from './modules/audit-logs/routes';
import { calendarRoutes } from './modules/events/calendar-routes';
import { electionRoutes } from './modules/elections/routes';
import { eventRoutes } from './modules/events/routes';
import { homeRoutes } from './modules/home/routes';
import { iamRoutes } from './modules/iam/routes';
import { linkRedirectRoutes } from './modules/links/redirects';
import { linkRoutes } from './modules/links/routes';
import { membershipPassRoutes } from './modules/memberships/pass-routes';
import { membershipRoutes, membershipV2Routes } from './modules/memberships/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { paymentLinkRoutes } from './modules/payment-links/routes';
import { profileRoutes } from './modules/profile/routes';
import { roomRequestRoutes } from './modules/room-requests/routes';
import { rsvpProfileRoutes } from './modules/rsvp/profile-routes';
import { rsvpRoutes } from './modules/rsvp/routes';
import { sessionRoutes, signInRoutes } from './modules/session/routes';
import { storeRoutes } from './modules/tickets/store-routes';
import { ticketPassRoutes } from './modules/tickets/pass-routes';
import { ticketRoutes } from './modules/tickets/routes';
import { storeAdminRoutes } from './modules/store/admin-routes';
import { storeCheckoutRoutes } from './modules/store/checkout-routes';
import { storeProductRoutes } from './modules/store/routes';
import { userRoutes } from './modules/users/routes';

/**
 * Every module's route plugins and the prefix each is registered under: a route file names its
 * paths below that prefix and never repeats it. A module answering under two prefixes (events and
 * their calendars, tickets and the store) has a plugin for each.
 */
export const moduleRoutes: [FastifyPluginAsync, string][] = [
  [signInRoutes, '/auth'],
  [sessionRoutes, '/api/v1'],
  [profileRoutes, '/api/v1/iam/profile'],
  [userRoutes, '/api/v1/users'],
  [organizationRoutes, '/api/v1/organizations'],
  [eventRoutes, '/api/v1/events'],
  [calendarRoutes, '/api/v1/ical'],
  [iamRoutes, '/api/v1/iam'],
  [ticketRoutes, '/api/v1/tickets'],
  [storeRoutes, '/api/v1/store'],
  [storeProductRoutes, '/api/v1/store'],
  [storeCheckoutRoutes, '/api/v1/store'],
  [storeAdminRoutes, '/api/v1/store/admin'],
  // The short-link redirects answer at the root: the one module plugin without a prefix.
  [linkRedirectRoutes, ''],
  [linkRoutes, '/api/v1/linkry'],
  [membershipRoutes, '/api/v1/membership'],
  [membershipV2Routes, '/api/v2/membership'],
  [roomRequestRoutes, '/api/v1/roomRequests'],
  [paymentLinkRoutes, '/api/v1/stripe/paymentLinks'],
  [apiKeyRoutes, '/api/v1/apiKey/org'],
  [auditLogRoutes, '/api/v1/logs'],
  [rsvpProfileRoutes, '/api/v1/rsvp'],
  [rsvpRoutes, '/api/v1/rsvp'],
  // The passes of the things that have them, under the member's own prefix beside their home.
  [ticketPassRoutes, '/api/v1/me'],
  [membershipPassRoutes, '/api/v1/me'],
  [homeRoutes, '/api/v1/me'],
  [electionRoutes, '/api/v1/elections'],
  [announcementMemberRoutes, '/api/v1/announcements'],
  [announcementRoutes, '/api/v1/announcements'],
];
