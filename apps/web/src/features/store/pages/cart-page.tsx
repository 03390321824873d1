import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { clearCart, useCart } from '../../../lib/store-cart';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { useProductsQuery } from '../api/list-products';
import { cartRows, cartTotals } from '../cart-lines';
import { CartLinesList } from '../components/cart-lines-list';
import { CheckoutForm } from '../components/checkout-form';

/** /store/cart: the browser's cart, its totals and the one checkout; the payment provider returns here. */
export default function CartPage() {
  usePageTitle('Cart');
  const [params] = useSearchParams();
  const paidOrder = params.get('paid') === '1' ? params.get('order') : null;
  const lines = useCart();
  const products = useProductsQuery();
  const paymentsOff = usePaymentsOff();
  // Paid: what was in the cart is bought. A cancelled payment returns without `paid` and keeps it.
  useEffect(() => {
    if (paidOrder) clearCart();
  }, [paidOrder]);

  const rows = cartRows(lines, products.data ?? []);
  const totals = cartTotals(rows);
  const unavailable = rows.some((r) => !r.variant);
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
      ) : products.isPending ? (
        <Skeleton height={120} radius="md" data-testid="cart-skeleton" />
      ) : (
        <>
          {products.isError && (
            <Alert color="red" title="Could not load the store" role="alert">
              {errorMessage(products.error, 'Please try again later.')}
            </Alert>
          )}
          <CartLinesList rows={rows} />
          <Stack gap={2} aria-label="Totals" role="group">
            <Text fw={700} size="lg">
              Total: {formatCents(totals.nonmemberCents)}
            </Text>
            <Text size="sm" c="dimmed">
              Paid members pay {formatCents(totals.memberCents)}. A promo code is taken off at checkout.
            </Text>
          </Stack>
          {paymentsOff ? (
            <PaymentsOffAlert />
          ) : (
            <CheckoutForm lines={lines} disabled={unavailable || products.isError} />
          )}
        </>
      )}
    </Stack>
  );
}
