import type { RouteObject } from 'react-router';
import { announcementsPublicRoutes, announcementsRoutes } from '../../features/announcements/routes';
import { apiKeysRoutes } from '../../features/api-keys/routes';
import { auditLogsRoutes } from '../../features/audit-logs/routes';
import { electionsRoutes } from '../../features/elections/routes';
import { eventsRoutes } from '../../features/events/routes';
import { homeRoutes } from '../../features/home/routes';
import { iamRoutes } from '../../features/iam/routes';
import { linksRoutes } from '../../features/links/routes';
import { membershipsRoutes } from '../../features/memberships/routes';
import { organizationsRoutes } from '../../features/organizations/routes';
import { paymentLinksRoutes } from '../../features/payment-links/routes';
import { roomRequestsRoutes } from '../../features/room-requests/routes';
import { rsvpOfflinePaths, rsvpOfflineRoutes, rsvpRoutes } from '../../features/rsvp/routes';
import { storeRoutes } from '../../features/store/routes';
import { ticketsOfflinePaths, ticketsOfflineRoutes, ticketsRoutes } from '../../features/tickets/routes';

/** Each module owns its routes (and the roles they need) in features/<module>/routes.tsx. */
export const moduleRoutes: RouteObject[] = [
  ...eventsRoutes,
  ...linksRoutes,
  ...ticketsRoutes,
  ...iamRoutes,
  ...membershipsRoutes,
  ...paymentLinksRoutes,
  ...roomRequestsRoutes,
  ...auditLogsRoutes,
  ...apiKeysRoutes,
  ...organizationsRoutes,
  ...rsvpRoutes,
  ...storeRoutes,
  ...electionsRoutes,
  ...announcementsRoutes,
  ...homeRoutes,
];

/**
 * Pages a visitor opens without signing in (the mail archive): every sign-in state shows them,
 * as it shows the light pages (light-page-routes.tsx), so a visitor is never sent to /login for them.
 */
export const publicModuleRoutes: RouteObject[] = [...announcementsPublicRoutes];

/** Pages that load and work with no network (the door); every other page says it needs one. */
export const offlineModulePaths: string[] = [...ticketsOfflinePaths, ...rsvpOfflinePaths];
export const offlineModuleRoutes: RouteObject[] = [...ticketsOfflineRoutes, ...rsvpOfflineRoutes];
