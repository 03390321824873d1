import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  auditLogRoles,
  eventManagerRoles,
  hasAnyRole,
  linkListRoles,
  roleFromWire,
  ticketManagerRoles,
  type AppRole,
} from '@cp/contracts';
import { hasSessionHint } from '../../lib/auth/session-hint';
import { readRawSessionCache } from '../../lib/auth/session-storage';
import { paths, routePatterns } from '../../lib/paths';

// A signed-in page used to load in steps: the entry, then the session and profile, then (once
// the route table rendered) the shell, then (once the shell rendered) the page, then its data.
// Asking for the shell, the page, its first page of rows and the client configuration at
// start-up, beside the session, leaves the profile as the only step before the page renders;
// the lazy routes and the page's queries then find what they need already there or on its way.
const shellLayout = () => import('../shell/shell-layout');

interface SignedInPage {
  pattern: string;
  load: () => Promise<unknown>;
  /** Reads the rows the page shows first, into the query cache, for a visitor who holds one of `roles`. */
  data?: (queryClient: QueryClient, search: URLSearchParams, pathname: string) => Promise<unknown>;
  roles?: readonly AppRole[];
}

/** The officers' most visited pages (issue 30: the big lists and the home). */
const signedInPages: SignedInPage[] = [
  { pattern: paths.home, load: () => import('../../features/home/pages/home-page') },
  {
    pattern: paths.events,
    load: () => import('../../features/events/pages/manage-events-page'),
    roles: eventManagerRoles,
    data: async (queryClient) => {
      const { eventsPageQueryOptions, firstEventsPage } = await import('../../features/events/api/list-events');
      return queryClient.prefetchQuery(eventsPageQueryOptions(firstEventsPage));
    },
  },
  {
    pattern: paths.links,
    load: () => import('../../features/links/pages/links-page'),
    roles: linkListRoles,
    data: async (queryClient, search) => {
      const { linksPageQueryOptions, firstLinksPage } = await import('../../features/links/api/list-links');
      const list = search.get('tab') === 'delegated' ? 'delegated' : 'owned';
      return queryClient.prefetchQuery(linksPageQueryOptions(firstLinksPage(list)));
    },
  },
  {
    pattern: routePatterns.ticketSales,
    load: () => import('../../features/tickets/pages/sales-page'),
    roles: ticketManagerRoles,
    // Only with ?type= in the address: otherwise the page learns the item's type from the items list first.
    data: async (queryClient, search, pathname) => {
      const type = search.get('type');
      const itemId = matchPath(routePatterns.ticketSales, pathname)?.params.eventId;
      if ((type !== 'ticket' && type !== 'merch') || !itemId) return;
      const { salesPageQueryOptions, firstSalesPage } = await import('../../features/tickets/api/list-sales');
      return queryClient.prefetchQuery(salesPageQueryOptions(itemId, type, firstSalesPage));
    },
  },
  {
    pattern: paths.logs,
    load: () => import('../../features/audit-logs/pages/logs-page'),
    roles: auditLogRoles,
    data: async (queryClient, search) => {
      const [{ logsWindowOf }, { logsQueryOptions }] = await Promise.all([
        import('../../features/audit-logs/use-log-window'),
        import('../../features/audit-logs/api/list-logs'),
      ]);
      const window = logsWindowOf(search);
      return window && queryClient.prefetchQuery(logsQueryOptions(window));
    },
  },
];

/**
 * The roles of the session the roles cache holds, read without the schema (that stays out of the
 * entry): only to decide whether reading ahead is worth it. None without a cache (a first load
 * after signing in): then the page reads its rows itself.
 */
export function cachedRoles(): string[] {
  try {
    const entry = JSON.parse(readRawSessionCache() ?? 'null') as { session?: { roles?: unknown } } | null;
    const roles = entry?.session?.roles;
    // The cache keeps the session as the wire has it: role values (`manage:events`), named here.
    if (!Array.isArray(roles)) return [];
    return roles.filter((role): role is string => typeof role === 'string').map((role) => roleFromWire(role) ?? role);
  } catch {
    return [];
  }
}

/** The signed-in page at this path, if it is one of those preloaded. */
export function signedInPageAt(pathname: string): SignedInPage | undefined {
  return signedInPages.find(({ pattern }) => matchPath(pattern, pathname));
}

/** With a session in this browser, starts loading the shell, the page, its rows and the client configuration. */
export function preloadSignedInPage(location: { pathname: string; search: string }, queryClient: QueryClient): void {
  if (!hasSessionHint()) return;
  const page = signedInPageAt(location.pathname);
  // A failed preload is retried by the route itself, which shows its own error; a failed read
  // of the rows is read again by the page (a 401 signs out, as from the page itself).
  void shellLayout().catch(() => undefined);
  void page?.load().catch(() => undefined);
  // Only for a visitor the page will show its rows to: anyone else would get a 403 for nothing.
  if (page?.data && page.roles && hasAnyRole(cachedRoles(), page.roles)) {
    void page.data(queryClient, new URLSearchParams(location.search), location.pathname).catch(() => undefined);
  }
  // Imported, not bundled: the configuration's schema must stay out of the sign-in page's entry.
  void import('../../lib/get-client-config')
    .then(({ clientConfigQueryOptions }) => queryClient.prefetchQuery(clientConfigQueryOptions))
    .catch(() => undefined);
}
