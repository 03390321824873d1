import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearCart, useCart } from '../../../lib/store-cart';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { MemberPriceNote } from '../../../components/member-price-note';
import { useStoreBuyer } from '../../../lib/api/store-buyer';
import { buyerTexts, buyerTotalText } from '../../../lib/store-buyer';
import { useProductsQuery } from '../api/list-products';
import { cartBlockers, cartRows, cartTotals } from '../cart-lines';
import { CartLinesList } from '../components/cart-lines-list';
import { CheckoutForm } from '../components/checkout-form';

/**
 * /store/cart: the browser's cart at this buyer's prices (a signed-in paid member's are the member
 * prices), what is left of each limit, and the one checkout; the payment provider returns here.
 */
export default function CartPage() {
  usePageTitle('Cart');
  const [params] = useSearchParams();
  const paidOrder = params.get('paid') === '1' ? params.get('order') : null;
  const lines = useCart();
  const products = useProductsQuery();
  const { buyer, pending } = useStoreBuyer();
  const paymentsOff = usePaymentsOff();
  // Paid: what was in the cart is bought. A cancelled payment returns without `paid` and keeps it.
  useEffect(() => {
    if (paidOrder) clearCart();
  }, [paidOrder]);

  const rows = cartRows(lines, products.data ?? []);
  const totals = buyerTotalText(cartTotals(rows, buyer), buyer);
  const blockers = cartBlockers(rows, lines, buyer);
  const unavailable = rows.some((r) => !r.variant) || blockers.overLimit || blockers.signInFor.length > 0;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Cart</Title>
      {paidOrder && (
        <Alert color="green" title="Thank you for your purchase!" role="status">
          Your payment went through (order {paidOrder}). We have emailed you a QR code: show it at pick-up.
        </Alert>
      )}
      {lines.length === 0 ? (
        <Text c="dimmed">
          Your cart is empty.{' '}
          <Anchor component={Link} to={paths.store} underline="always">
            See what is on sale
          </Anchor>
          .
        </Text>
      ) : products.isPending || pending ? (
        <Skeleton height={120} radius="md" data-testid="cart-skeleton" />
      ) : (
        <>
          {products.isError && (
            <Alert color="red" title="Could not load the store" role="alert">
              {errorMessage(products.error, 'Please try again later.')}
            </Alert>
          )}
          <CartLinesList rows={rows} lines={lines} buyer={buyer} />
          <Stack gap={2} aria-label="Totals" role="group">
            <Text fw={700} size="lg">
              {totals.total}
            </Text>
            <Text size="sm" c="dimmed">
              {totals.note}
            </Text>
            <MemberPriceNote buyer={buyer} />
          </Stack>
          {blockers.signInFor.length > 0 && (
            <Alert color="blue" title={buyerTexts.signInRequired} role="status">
              {blockers.signInFor.join(', ')}
            </Alert>
          )}
          {paymentsOff ? (
            <PaymentsOffAlert />
          ) : (
            <CheckoutForm lines={lines} buyer={buyer} disabled={unavailable || products.isError} />
          )}
        </>
      )}
    </Stack>
  );
}
