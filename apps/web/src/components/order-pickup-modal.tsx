import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { orderStatusWord, type Order } from '@cp/contracts/store';
import { errorMessage } from '../lib/api-client';
import { useFulfillStoreOrder, useStoreOrderQuery } from '../lib/api/store-order';
import { formatDateTime } from '../lib/time';

interface OrderPickupModalProps {
  /** The `ord_…` read from the QR code, typed, chosen from a lookup or the order page; null: closed. */
  orderId: string | null;
  onClose: () => void;
}

type Line = Order['lineItems'][number];
const lineText = (line: Line) => `${line.quantity} × ${line.productName} (${line.variantName})`;

/**
 * The pickup table, however the order was found (camera, manual entry, lookup, order page): each
 * line not yet handed over with "Fulfil" and "Fulfil all", what was just handed over, and who
 * handed over the rest and when.
 */
export function OrderPickupModal({ orderId, onClose }: OrderPickupModalProps) {
  const order = useStoreOrderQuery(orderId);
  const fulfil = useFulfillStoreOrder();
  const lines = order.data?.lineItems ?? [];
  const open = lines.filter((l) => !l.isFulfilled);
  const paid = order.data?.status === 'ACTIVE';
  const justGiven = fulfil.isSuccess ? lines.filter((l) => fulfil.variables.lineItemIds.includes(l.lineItemId)) : [];
  const givenBefore = lines.filter((l) => l.isFulfilled && !justGiven.includes(l));
  const hand = (lineItemIds: string[]) => orderId && fulfil.mutate({ orderId, lineItemIds });
  const close = () => {
    fulfil.reset();
    onClose();
  };
  return (
    <Modal opened={orderId !== null} onClose={close} title="Order pickup" centered>
      <Stack>
        {order.isPending && <Skeleton height={120} data-testid="pickup-skeleton" />}
        {(order.isError || fulfil.isError) && (
          <Alert color="red" title="Scan Error - DO NOT HONOR" role="alert">
            {errorMessage(fulfil.error ?? order.error, 'This order could not be read.')}
          </Alert>
        )}
        {order.data && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {order.data.buyerName ? `${order.data.buyerName} · ` : ''}
              {order.data.userId}
            </Text>
            {!paid && (
              <Alert color="red" title="DO NOT HONOR" role="alert">
                This order is {orderStatusWord(order.data)}, not paid.
              </Alert>
            )}
            {justGiven.length > 0 && (
              <Alert color="green" title="Handed over" role="status">
                {justGiven.map(lineText).join(', ')}
              </Alert>
            )}
            {paid && open.length === 0 && (
              <Alert color="blue" title="Everything was handed over">
                Nothing left to fulfil on this order.
              </Alert>
            )}
            {paid &&
              open.map((line) => (
                <Group key={line.lineItemId} justify="space-between" wrap="nowrap">
                  <Text>{lineText(line)}</Text>
                  <Button
                    size="xs"
                    onClick={() => hand([line.lineItemId])}
                    loading={fulfil.isPending && fulfil.variables.lineItemIds.includes(line.lineItemId)}
                    aria-label={`Fulfil ${line.productName} (${line.variantName})`}
                    // Never squeezed by a long product name beside it at phone width.
                    style={{ flex: 'none' }}
                  >
                    Fulfil
                  </Button>
                </Group>
              ))}
            {paid && open.length > 1 && (
              <Button onClick={() => hand(open.map((l) => l.lineItemId))} loading={fulfil.isPending}>
                Fulfil all
              </Button>
            )}
            {givenBefore.length > 0 && (
              <List size="sm" c="dimmed" aria-label="Handed over before">
                {givenBefore.map((line) => (
                  <List.Item key={line.lineItemId}>
                    {lineText(line)}: handed over {formatDateTime((line.fulfilledAt ?? 0) * 1000)} by{' '}
                    {line.fulfilledBy ?? 'someone'}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Button variant="default" onClick={close}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
