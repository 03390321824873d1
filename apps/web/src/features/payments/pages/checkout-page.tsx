import { Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { formatUsd } from '@cp/contracts/payments';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { useFinishLocalCheckout, useLocalCheckoutQuery } from '../api/local-checkout';
import { localLoadFailure } from '../local-provider';
import { TestCheckoutFrame } from '../components/test-checkout-frame';

/** /checkout/{id}: the local provider's hosted checkout (no sign-in). */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const id = useParams().id ?? '';
  const checkout = useLocalCheckoutQuery(id);
  const finish = useFinishLocalCheckout(id);
  const paymentsOff = usePaymentsOff();
  const act = (action: 'pay' | 'cancel') =>
    finish.mutate(action, { onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) });

  if (checkout.isPending)
    return (
      <TestCheckoutFrame title="Checkout">
        <Skeleton height={24} />
        <Skeleton height={24} />
      </TestCheckoutFrame>
    );
  if (checkout.isError)
    return (
      <TestCheckoutFrame title="Checkout">
        <Text role="alert">
          {isApiError(checkout.error) && checkout.error.status === 404
            ? localLoadFailure.checkout.missing
            : localLoadFailure.checkout.failed}
        </Text>
      </TestCheckoutFrame>
    );
  const { lineItems, amountTotalCents, customerEmail, status } = checkout.data;
  return (
    <TestCheckoutFrame title="Checkout">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineItems.map((item, index) => (
            <Table.Tr key={index}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatUsd(item.unitAmountCents * item.quantity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={700} ta="right">
        Total {formatUsd(amountTotalCents)}
      </Text>
      {customerEmail && <Text c="dimmed">Receipt to {customerEmail}</Text>}
      {status === 'paid' && <Alert color="green">This checkout is paid.</Alert>}
      {status === 'cancelled' && <Alert color="gray">This checkout was cancelled.</Alert>}
      {status === 'expired' && <Alert color="gray">This checkout has expired. Start a new checkout to buy.</Alert>}
      {status === 'open' && paymentsOff && <PaymentsOffAlert />}
      {finish.isError && (
        <Alert color="red" role="alert">
          {finish.error.message}
        </Alert>
      )}
      {status === 'open' && !paymentsOff && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => act('cancel')} disabled={finish.isPending}>
            Cancel
          </Button>
          <Button onClick={() => act('pay')} loading={finish.isPending && finish.variables === 'pay'}>
            Pay
          </Button>
        </Group>
      )}
    </TestCheckoutFrame>
  );
}
