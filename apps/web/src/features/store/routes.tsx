// The store's roles are the tickets' (`storeManagerRoles` and `storePickupRoles` of
// @cp/contracts/store); taken from the root contracts, as that module would bring zod into the
// sign-in page's bundle.
import { ticketListRoles, ticketManagerRoles } from '@cp/contracts';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'tickets';
const ProductDashboardPage = lazy(() => import('./pages/product-dashboard-page'));
const ProductEditorPage = lazy(() => import('./pages/product-editor-page'));
const PromoCodesPage = lazy(() => import('./pages/promo-codes-page'));
const OrderPage = lazy(() => import('./pages/order-page'));

const managers = (page: ReactNode) => (
  <RequireRoles roles={ticketManagerRoles} service={service}>
    {page}
  </RequireRoles>
);

export const storeRoutes: RouteObject[] = [
  { path: paths.newStoreProduct, element: managers(<ProductEditorPage />) },
  { path: routePatterns.editStoreProduct, element: managers(<ProductEditorPage />) },
  { path: routePatterns.storeProductDashboard, element: managers(<ProductDashboardPage />) },
  { path: paths.promoCodes, element: managers(<PromoCodesPage />) },
  {
    path: routePatterns.storeOrder,
    element: (
      <RequireRoles roles={ticketListRoles} service={service}>
        <OrderPage />
      </RequireRoles>
    ),
  },
];
