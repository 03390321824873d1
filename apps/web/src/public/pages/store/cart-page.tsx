import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearCart, readCart, useCart, type StoredCartLine } from '../../../lib/store-cart';
import { buyerTexts, buyerTotalText, currentPath, signInPath, visitorBuyer } from '../../../lib/store-buyer';
import { cartBlockers, cartRows, cartTotals } from '../../../features/store/cart-lines';
import { Notice, usePaymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import { useLoad } from '../../use-load';
import { CartLines } from './cart-lines';
import { CheckoutForm } from './checkout-form';
import { loadStoreProducts, prefetchStoreProducts, storeProductsKey } from './store-products';
import './store.css';

/** The order the payment provider came back with, when it says the payment went through. */
function paidOrderOf(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('paid') === '1' ? query.get('order') : null;
}

/** The cart's `prefetch`: prices are asked for only when there is a cart to price. */
export function prefetchCart() {
  if (readCart().length > 0 && !paidOrderOf(window.location.search)) prefetchStoreProducts();
}

/** /store/cart for a visitor without a session: the browser's cart, its totals and the one checkout. */
export default function CartPage() {
  usePageTitle('Cart');
  const paidOrder = paidOrderOf(window.location.search);
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
 * The saved lines at the store's non-member prices now (a visitor's; a paid member signs in for
 * theirs), what is left of each limit, and the checkout; the browser's prices are never trusted.
 */
function PricedCart({ lines }: { lines: StoredCartLine[] }) {
  const paymentsOff = usePaymentsOff();
  const products = useLoad(storeProductsKey, loadStoreProducts);
  if (products.status === 'pending')
    return <div className="cp-skeleton cp-store-cart-skeleton" role="status" aria-label="Loading the cart" />;
  const rows = cartRows(lines, products.data ?? []);
  const totals = buyerTotalText(cartTotals(rows, visitorBuyer), visitorBuyer);
  const blockers = cartBlockers(rows, lines, visitorBuyer);
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
      <CartLines rows={rows} lines={lines} />
      <div className="cp-store-totals" role="group" aria-label="Totals">
        <strong>{totals.total}</strong>
        <span className="cp-muted">{totals.note}</span>
        <a className="cp-link" href={signInPath(currentPath())}>
          {buyerTexts.signInForMemberPrice}
        </a>
      </div>
      {blockers.signInFor.length > 0 && (
        <Notice tone="info" title={buyerTexts.signInRequired}>
          {blockers.signInFor.join(', ')}
        </Notice>
      )}
      {paymentsOff ? (
        <PaymentsOffNotice />
      ) : (
        <CheckoutForm lines={lines} disabled={unavailable || products.status === 'error'} />
      )}
    </>
  );
}
