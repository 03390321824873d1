import { useState } from 'react';
import { useParams } from 'react-router';
import { orderStatusWord, storeManagerRoles, storePickupRoles } from '@cp/contracts/store';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useStoreOrderQuery } from '../../../lib/api/store-order';
import { useHasAnyRole } from '../../../lib/auth';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { OrderPickupModal } from '../../../components/order-pickup-modal';
import { RefundModal } from '../components/refund-modal';

/** One order: who, what, whether picked up; scanners and managers hand it over, managers refund it. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  usePageTitle('Order');
  const order = useStoreOrderQuery(orderId);
  const canRefund = useHasAnyRole(storeManagerRoles);
  const canHandOver = useHasAnyRole(storePickupRoles);
  const [refunding, setRefunding] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  if (order.isPending) return <Skeleton height={300} radius="md" data-testid="order-skeleton" />;
  if (order.isError && isApiError(order.error) && order.error.status === 404) throw new Error('404');
  if (order.isError) {
    return (
      <Alert color="red" title="Could not load the order" role="alert">
        {errorMessage(order.error, 'Please try again.')}
      </Alert>
    );
  }
  const o = order.data;
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between">
        <Title order={1}>Order</Title>
        <Group gap="xs">
          {/* The door's own pickup, for someone at the desk with this page open instead of a QR. */}
          {canHandOver && o.status === 'ACTIVE' && o.lineItems.some((l) => !l.isFulfilled) && (
            <Button onClick={() => setHandingOver(true)}>Mark picked up</Button>
          )}
          {canRefund && o.status === 'ACTIVE' && (
            <Button color="red" variant="light" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {o.orderId} · {o.buyerName ? `${o.buyerName}, ` : ''}
        {o.userId}
        {o.netId ? ` (${o.netId})` : ''} · {formatDateTime(o.createdAt * 1000)}
      </Text>
      <Group gap="xs">
        <Badge variant="light">{orderStatusWord(o)}</Badge>
        <Text size="sm">
          Total {formatCents(o.totalCents)}
          {o.promoCode ? ` (code ${o.promoCode}: −${formatCents(o.discountCents)})` : ''}
        </Text>
      </Group>
      {o.refund && (
        <Alert color="orange" title="Refunded">
          {formatDateTime(o.refund.at * 1000)} by {o.refund.by}: {o.refund.reason}
          {o.refund.restocked ? ' (put back on sale)' : ''}
        </Alert>
      )}
      {/* Four short columns fit a phone: no scrolling region (which a keyboard could not reach). */}
      <Table aria-label="Lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Picked up</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {o.lineItems.map((l) => (
            <Table.Tr key={l.lineItemId}>
              <Table.Td>
                {l.productName} ({l.variantName})
              </Table.Td>
              <Table.Td>{l.quantity}</Table.Td>
              <Table.Td>{formatCents(l.unitPriceCents * l.quantity - l.discountCents)}</Table.Td>
              <Table.Td>
                {l.fulfilledAt ? `${formatDateTime(l.fulfilledAt * 1000)} by ${l.fulfilledBy ?? 'someone'}` : 'No'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RefundModal order={o} opened={refunding} onClose={() => setRefunding(false)} />
      <OrderPickupModal orderId={handingOver ? o.orderId : null} onClose={() => setHandingOver(false)} />
    </Stack>
  );
}
