import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearCart, readCart, useCart, type StoredCartLine } from '../../../lib/store-cart';
import { buyerTexts, buyerTotalText } from '../../../lib/store-buyer';
import { cartBlockers, cartRows, cartTotals } from '../../../features/store/cart-lines';
import { Notice, usePaymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import { usePageSearch, useStoreBuyer } from '../../page-context';
import { useLoad } from '../../use-load';
import { CartLines } from './cart-lines';
import { CheckoutForm } from './checkout-form';
import { MemberPriceNote } from './member-price-note';
import { loadStoreProducts, prefetchStoreProducts, storeProductsKey } from './store-products';
import './store.css';

/** The order the payment provider came back with, when it says the payment went through. */
function paidOrderOf(query: URLSearchParams): string | null {
  return query.get('paid') === '1' ? query.get('order') : null;
}

/** The cart's `prefetch`: prices are asked for only when there is a cart to price. */
export function prefetchCart() {
  if (readCart().length > 0 && !paidOrderOf(new URLSearchParams(window.location.search))) prefetchStoreProducts();
}

/**
 * /store/cart: the browser's cart at this buyer's prices (a signed-in paid member's are the member
 * prices), what is left of each limit, and the one checkout; the payment provider returns here.
 */
export default function CartPage() {
  usePageTitle('Cart');
  const paidOrder = paidOrderOf(usePageSearch());
  const lines = useCart();
  // Paid: what was in the cart is bought. A cancelled payment returns without `paid` and keeps it.
  useEffect(() => {
    if (paidOrder) clearCart();
  }, [paidOrder]);
  return (
    <div className="cp-store-cart">
      <h1>Cart</h1>
      {paidOrder && (
        <Notice tone="success" title="Thank you for your purchase!">
          Your payment went through (order {paidOrder}). We have emailed you a QR code: show it at pick-up.
        </Notice>
      )}
      {/* Once paid, the lines still saved are the ones bought, about to go: nothing to price. */}
      {lines.length === 0 || paidOrder ? (
        <p className="cp-muted">
          Your cart is empty.{' '}
          <a className="cp-link" href={paths.store}>
            See what is on sale
          </a>
          .
        </p>
      ) : (
        <PricedCart lines={lines} />
      )}
    </div>
  );
}

/**
 * The saved lines at the store's prices now for this buyer (a visitor's are the non-member
 * prices), what is left of each limit, and the checkout; the browser's prices are never trusted.
 */
function PricedCart({ lines }: { lines: StoredCartLine[] }) {
  const paymentsOff = usePaymentsOff();
  const products = useLoad(storeProductsKey, loadStoreProducts);
  const { buyer, pending } = useStoreBuyer();
  if (products.status === 'pending' || pending)
    return <div className="cp-skeleton cp-store-cart-skeleton" role="status" aria-label="Loading the cart" />;
  const rows = cartRows(lines, products.data ?? []);
  const totals = buyerTotalText(cartTotals(rows, buyer), buyer);
  const blockers = cartBlockers(rows, lines, buyer);
  const unavailable = rows.some((row) => !row.variant) || blockers.overLimit || blockers.signInFor.length > 0;
  return (
    <>
      {products.status === 'error' && (
        <Notice tone="error" title="Could not load the store">
          {errorMessage(products.error, 'Please try again later.')}{' '}
          <button type="button" className="cp-button cp-button--subtle" onClick={products.reload}>
            Try again
          </button>
        </Notice>
      )}
      <CartLines rows={rows} lines={lines} buyer={buyer} />
      <div className="cp-store-totals" role="group" aria-label="Totals">
        <strong>{totals.total}</strong>
        <span className="cp-muted">{totals.note}</span>
        <MemberPriceNote buyer={buyer} />
      </div>
      {blockers.signInFor.length > 0 && (
        <Notice tone="info" title={buyerTexts.signInRequired}>
          {blockers.signInFor.join(', ')}
        </Notice>
      )}
      {paymentsOff ? (
        <PaymentsOffNotice />
      ) : (
        <CheckoutForm lines={lines} buyer={buyer} disabled={unavailable || products.status === 'error'} />
      )}
    </>
  );
}
