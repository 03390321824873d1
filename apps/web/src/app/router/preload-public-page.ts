import { matchPath } from 'react-router';
import { hasSessionHint } from '../../lib/auth/session-hint';
import { paths, routePatterns } from '../../lib/paths';

// A visitor's page would otherwise load in steps: the entry, then (once it renders) the layout,
// then (once that renders) the page, each a round trip on a phone's network. Asking for both at
// start-up makes it one step; the lazy routes then find the modules already there.
const plainLayout = () => import('../shell/plain-layout');

/** The public pages (decision 0027), in the order the route tables match them. */
const publicPages: [pattern: string, load: () => Promise<unknown>][] = [
  [paths.tos, () => import('../../features/tos/pages/tos-page')],
  [paths.membership, () => import('../../features/memberships/pages/membership-page')],
  [paths.storeCart, () => import('../../features/store/pages/cart-page')],
  [paths.store, () => import('../../features/store/pages/store-page')],
  [routePatterns.store, () => import('../../features/tickets/pages/store-page')],
  [routePatterns.checkout, () => import('../../features/payments/pages/checkout-page')],
  [routePatterns.pay, () => import('../../features/payments/pages/pay-page')],
  [routePatterns.publicEvent, () => import('../../features/rsvp/pages/event-page')],
];

/** Signed-in paths under /events/ that the public event pattern must not claim. */
const signedInEventPaths = new Set<string>([paths.events, paths.addEvent]);

/** The route pattern of the public page at this path, if it is one. */
export function publicPagePattern(pathname: string): string | undefined {
  if (signedInEventPaths.has(pathname)) return undefined;
  return publicPages.find(([pattern]) => matchPath(pattern, pathname))?.[0];
}

/** Starts loading the layout and page a signed-out visitor is about to see; a no-op elsewhere. */
export function preloadPublicPage(pathname: string): void {
  // Signed-in visitors see these pages in the shell, which the route table loads itself.
  if (hasSessionHint()) return;
  const pattern = publicPagePattern(pathname);
  const load = publicPages.find(([candidate]) => candidate === pattern)?.[1];
  if (!load) return;
  // A failed preload is retried by the route itself, which shows its own error.
  void plainLayout().catch(() => undefined);
  void load().catch(() => undefined);
}
