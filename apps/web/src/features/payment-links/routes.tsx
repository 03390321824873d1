import { paymentLinkRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';

const service = 'stripe';
const PaymentLinksPage = lazy(() => import('./pages/payment-links-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const PayPage = lazy(() => import('./pages/pay-page'));

export const paymentLinksRoutes: RouteObject[] = [
  {
    path: '/stripe',
    element: (
      <RequireRoles roles={paymentLinkRoles} service={service}>
        <PaymentLinksPage />
      </RequireRoles>
    ),
  },
];

/** Public pages of this module (no sign-in needed): the local payment provider's hosted pages. */
export const paymentLinksPublicRoutes: RouteObject[] = [
  { path: '/checkout/:id', element: <CheckoutPage /> },
  { path: '/pay/:id', element: <PayPage /> },
];
