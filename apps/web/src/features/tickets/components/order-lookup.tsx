import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useOrdersByEmailQuery } from '../api/find-orders';

/** A buyer without the QR code: their orders by email, each opened for pickup. */
export function OrderLookup({ onOpen }: { onOpen: (orderId: string) => void }) {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const orders = useOrdersByEmailQuery(email);
  return (
    <Stack gap="sm" maw={480}>
      <Title order={2} size="h4">
        Find Store Orders
      </Title>
      <form
        aria-label="Find store orders"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) setEmail(typed.trim().toLowerCase());
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Buyer's email"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" loading={orders.isFetching}>
            Find
          </Button>
        </Group>
      </form>
      {orders.isError && (
        <Alert color="red" role="alert">
          {errorMessage(orders.error, 'The lookup failed. Please try again.')}
        </Alert>
      )}
      {orders.data?.length === 0 && <Text c="dimmed">No orders for {email}.</Text>}
      {orders.data?.map((order) => (
        <Card key={order.orderId} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {formatDateTime(order.createdAt * 1000)} · {formatCents(order.totalCents)} · {order.status} ·{' '}
              {order.lines.filter((l) => !l.isFulfilled).length} to hand over
            </Text>
            {/* Never squeezed by the text beside it at phone width. */}
            <Button size="xs" onClick={() => onOpen(order.orderId)} style={{ flex: 'none' }}>
              Pick up
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
