import type { ComponentType } from 'react';
import type { PublicPageName } from '@cp/contracts/public-pages';
import LoginPage from './pages/login-page';
import TosPage from './pages/tos-page';
import CartPage, { prefetchCart } from './pages/store/cart-page';
import StorePage from './pages/store/store-page';
import { prefetchStoreProducts } from './pages/store/store-products';

export interface PublicPageProps {
  /** The path's parameters (`itemId`, `id`, `eventId`), decoded. */
  params: Record<string, string>;
}

export interface VisitorPage {
  Page: ComponentType<PublicPageProps>;
  /** Starts the page's first call before React renders (use-load.ts loadEarly), same key as the page's. */
  prefetch?: (params: Record<string, string>) => void;
  /** Shown without the header and footer (the sign-in page is a card of its own). */
  bare?: boolean;
}

/**
 * The light pages (decision 0032), one bundle: each is small, and one file is one round trip on
 * a phone's network where a file per page would be two in a row.
 */
export const visitorPages: Partial<Record<PublicPageName, VisitorPage>> = {
  login: { Page: LoginPage, bare: true },
  tos: { Page: TosPage },
  store: { Page: StorePage, prefetch: prefetchStoreProducts },
  storeCart: { Page: CartPage, prefetch: prefetchCart },
};
