import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useStoreOrderQuery } from '../../../lib/api/store-order';
import { useFulfillOrder } from '../api/fulfill-order';

interface OrderPickupModalProps {
  /** The `ord_…` read from the QR code or chosen from a lookup; null: closed. */
  orderId: string | null;
  onClose: () => void;
}

/** The pickup table: each line not yet handed over, with "Fulfil" per line and "Fulfil all". */
export function OrderPickupModal({ orderId, onClose }: OrderPickupModalProps) {
  const order = useStoreOrderQuery(orderId);
  const fulfil = useFulfillOrder();
  const open = order.data?.lines.filter((l) => !l.isFulfilled) ?? [];
  const paid = order.data?.status === 'paid';
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
            {errorMessage(order.error ?? fulfil.error, 'This order could not be read.')}
          </Alert>
        )}
        {order.data && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {order.data.email}
            </Text>
            {!paid && (
              <Alert color="red" title="DO NOT HONOR" role="alert">
                This order is {order.data.status}, not paid.
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
                  <Text>
                    {line.quantity} × {line.productName} ({line.variantName})
                  </Text>
                  <Button
                    size="xs"
                    onClick={() => hand([line.lineItemId])}
                    loading={fulfil.isPending && fulfil.variables.lineItemIds.includes(line.lineItemId)}
                    aria-label={`Fulfil ${line.productName} (${line.variantName})`}
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
          </>
        )}
        <Button variant="default" onClick={close}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
