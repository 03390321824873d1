import { ticketListRoles, ticketManagerRoles, ticketScannerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'tickets';
const TicketsPage = lazy(() => import('./pages/tickets-page'));
const ScanPage = lazy(() => import('./pages/scan-page'));
const SalesPage = lazy(() => import('./pages/sales-page'));

// spec section 6. (Literal role lists: the contract module would bring zod into the sign-in page's bundle.)
export const ticketsRoutes: RouteObject[] = [
  {
    path: paths.tickets,
    element: (
      <RequireRoles roles={ticketListRoles} service={service}>
        <TicketsPage />
      </RequireRoles>
    ),
  },
  {
    path: paths.scanTickets,
    element: (
      <RequireRoles roles={ticketScannerRoles} service={service}>
        <ScanPage />
      </RequireRoles>
    ),
  },
  {
    path: routePatterns.ticketSales,
    element: (
      <RequireRoles roles={ticketManagerRoles} service={service}>
        <SalesPage />
      </RequireRoles>
    ),
  },
];

/** The door scanner opens with no network (issue 26): offline it is offered without a sign-in check. */
export const ticketsOfflinePaths = [paths.scanTickets];
export const ticketsOfflineRoutes: RouteObject[] = [{ path: paths.scanTickets, element: <ScanPage /> }];
