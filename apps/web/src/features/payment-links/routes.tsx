import { paymentLinkRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths } from '../../lib/paths';

const service = 'stripe';
const PaymentLinksPage = lazy(() => import('./pages/payment-links-page'));

export const paymentLinksRoutes: RouteObject[] = [
  {
    path: paths.paymentLinks,
    element: (
      <RequireRoles roles={paymentLinkRoles} service={service}>
        <PaymentLinksPage />
      </RequireRoles>
    ),
  },
];
