import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { hasSessionHint } from '../../lib/auth/session-hint';
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
  /** Reads the rows the page shows first, into the query cache. */
  data?: (queryClient: QueryClient, search: URLSearchParams, pathname: string) => Promise<unknown>;
}

/** The officers' most visited pages (issue 30: the big lists and the home). */
const signedInPages: SignedInPage[] = [
  { pattern: paths.home, load: () => import('../../features/home/pages/home-page') },
  {
    pattern: paths.events,
    load: () => import('../../features/events/pages/manage-events-page'),
    data: async (queryClient) => {
      const { eventsPageQueryOptions, firstEventsPage } = await import('../../features/events/api/list-events');
      return queryClient.prefetchQuery(eventsPageQueryOptions(firstEventsPage));
    },
  },
  {
    pattern: paths.links,
    load: () => import('../../features/links/pages/links-page'),
    data: async (queryClient, search) => {
      const { linksPageQueryOptions, firstLinksPage } = await import('../../features/links/api/list-links');
      const list = search.get('tab') === 'delegated' ? 'delegated' : 'owned';
      return queryClient.prefetchQuery(linksPageQueryOptions(firstLinksPage(list)));
    },
  },
  {
    pattern: routePatterns.ticketSales,
    load: () => import('../../features/tickets/pages/sales-page'),
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
  void page?.data?.(queryClient, new URLSearchParams(location.search), location.pathname).catch(() => undefined);
  // Imported, not bundled: the configuration's schema must stay out of the sign-in page's entry.
  void import('../../lib/get-client-config')
    .then(({ clientConfigQueryOptions }) => queryClient.prefetchQuery(clientConfigQueryOptions))
    .catch(() => undefined);
}
