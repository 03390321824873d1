import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireRoles } from '../../components/require-roles';

const service = 'stripe';

// Placeholders until the payment-links module is built: swap each element for a lazily loaded page
// (lazy(() => import('./pages/...'))) and keep the RequireRoles guard.
export const paymentLinksRoutes: RouteObject[] = [
  {
    path: '/stripe',
    element: (
      <RequireRoles roles={['STRIPE_LINK_CREATOR']} service={service}>
        <ComingSoon title="Payment Link Creator" />
      </RequireRoles>
    ),
  },
];
