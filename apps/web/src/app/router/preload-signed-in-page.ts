import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { hasSessionHint } from '../../lib/auth/session-hint';
import { paths, routePatterns } from '../../lib/paths';

// A signed-in page used to load in steps: the entry, then the session and profile, then (once
// the route table rendered) the shell, then (once the shell rendered) the page, then its data.
// Asking for the shell, the page and the client configuration at start-up, beside the session,
// leaves the profile and the page's own data as the only steps; the lazy routes then find the
// modules already there.
const shellLayout = () => import('../shell/shell-layout');

/** The officers' most visited pages (issue 30: the big lists and the home). */
const signedInPages: [pattern: string, load: () => Promise<unknown>][] = [
  [paths.home, () => import('../../features/home/pages/home-page')],
  [paths.events, () => import('../../features/events/pages/manage-events-page')],
  [paths.links, () => import('../../features/links/pages/links-page')],
  [routePatterns.ticketSales, () => import('../../features/tickets/pages/sales-page')],
  [paths.logs, () => import('../../features/audit-logs/pages/logs-page')],
];

/** The loader of the signed-in page at this path, if it is one of those preloaded. */
export function signedInPageLoader(pathname: string): (() => Promise<unknown>) | undefined {
  return signedInPages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

/** With a session in this browser, starts loading the shell, the page and the client configuration. */
export function preloadSignedInPage(pathname: string, queryClient: QueryClient): void {
  if (!hasSessionHint()) return;
  const load = signedInPageLoader(pathname);
  // A failed preload is retried by the route itself, which shows its own error.
  void shellLayout().catch(() => undefined);
  void load?.().catch(() => undefined);
  // Imported, not bundled: the configuration's schema must stay out of the sign-in page's entry.
  void import('../../lib/get-client-config')
    .then(({ clientConfigQueryOptions }) => queryClient.prefetchQuery(clientConfigQueryOptions))
    .catch(() => undefined);
}
