import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';

const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const PayPage = lazy(() => import('./pages/pay-page'));

/**
 * Public pages of this module (no sign-in needed): the local payment provider's hosted checkout
 * and payment link pages, where the stub provider sends a buyer instead of a real one.
 */
export const paymentsPublicRoutes: RouteObject[] = [
  { path: routePatterns.checkout, element: <CheckoutPage /> },
  { path: routePatterns.pay, element: <PayPage /> },
];
