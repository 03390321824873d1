import type { ComponentType } from 'react';
import type { PublicPageName } from '@cp/contracts/public-pages';
import EventPage, { prefetchEvent } from './pages/event/event-page';
import LoginPage from './pages/login-page';
import MembershipPage, { prefetchMembershipFee } from './pages/membership/membership-page';
import CheckoutPage from './pages/payments/checkout-page';
import { prefetchCheckout, prefetchPaymentLink } from './pages/payments/local-calls';
import PayPage from './pages/payments/pay-page';
import CartPage, { prefetchCart } from './pages/store/cart-page';
import StorePage from './pages/store/store-page';
import { prefetchStoreProducts } from './pages/store/store-products';
import StoreItemPage from './pages/store-item/store-item-page';
import { prefetchStoreItem } from './pages/store-item/load';
import TosPage from './pages/tos-page';

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
// Every public page has one: the server sends this page for all of them (a missing one would show not found).
export const visitorPages: Record<PublicPageName, VisitorPage> = {
  login: { Page: LoginPage, bare: true },
  tos: { Page: TosPage },
  membership: { Page: MembershipPage, prefetch: prefetchMembershipFee },
  checkout: { Page: CheckoutPage, prefetch: prefetchCheckout },
  pay: { Page: PayPage, prefetch: prefetchPaymentLink },
  event: { Page: EventPage, prefetch: prefetchEvent },
  store: { Page: StorePage, prefetch: prefetchStoreProducts },
  storeCart: { Page: CartPage, prefetch: prefetchCart },
  storeItem: { Page: StoreItemPage, prefetch: prefetchStoreItem },
};
