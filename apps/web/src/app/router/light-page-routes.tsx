import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { PublicPageProps } from '../../public/pages';
import { paths, routePatterns } from '../../lib/paths';

// Loaded with the page, never with the sign-in page's entry (README, "Rules that keep /login small").
const LightPageFrame = lazy(() => import('../shell/light-page-frame'));

type PageModule = Promise<{ default: ComponentType<PublicPageProps> }>;

function lightPage(load: () => PageModule, withMembership = false): ReactElement {
  const Page = lazy(load);
  return <LightPageFrame Page={Page} withMembership={withMembership} />;
}

/**
 * The public pages, one implementation each (decision 0065): the light build's page, which a
 * visitor without a session gets alone (decision 0032) and everyone else inside the portal's
 * frame. Every sign-in state's table shows them.
 */
export const lightPageRoutes: RouteObject[] = [
  { path: paths.tos, element: lightPage(() => import('../../public/pages/tos-page')) },
  {
    path: paths.membership,
    element: lightPage(() => import('../../public/pages/membership/membership-page'), true),
  },
  { path: routePatterns.checkout, element: lightPage(() => import('../../public/pages/payments/checkout-page')) },
  { path: routePatterns.pay, element: lightPage(() => import('../../public/pages/payments/pay-page')) },
  // The store prices for the signed-in person: a paid member pays the member price (decision 0050).
  { path: paths.store, element: lightPage(() => import('../../public/pages/store/store-page'), true) },
  { path: paths.storeCart, element: lightPage(() => import('../../public/pages/store/cart-page'), true) },
  {
    path: routePatterns.store,
    element: lightPage(() => import('../../public/pages/store-item/store-item-page'), true),
  },
  // Readable signed out; signed in, with the person's RSVP and a manager's links (issue 43).
  { path: routePatterns.publicEvent, element: lightPage(() => import('../../public/pages/event/event-page')) },
];
