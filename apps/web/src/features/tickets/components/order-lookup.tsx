import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { findOrdersQuery, orderStatusWord } from '@cp/contracts/store';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useFindOrdersQuery } from '../api/find-orders';

/** A buyer without the QR code: their orders by number, email or name, each opened for pickup. */
export function OrderLookup({ onOpen }: { onOpen: (orderId: string) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [q, setQ] = useState<string | null>(null);
  const orders = useFindOrdersQuery(q);
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
          // The server's own rule, so the page and the API refuse the same text in the same words.
          const parsed = findOrdersQuery.safeParse({ q: typed });
          setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
          if (parsed.success) setQ(parsed.data.q);
        }}
      >
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label="Order number, email or name"
            autoComplete="off"
            autoCapitalize="none"
            value={typed}
            error={problem}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {/* Level with the field, below its label. */}
          <Button type="submit" variant="default" loading={orders.isFetching} mt={25}>
            Find
          </Button>
        </Group>
      </form>
      {orders.isError && (
        <Alert color="red" role="alert">
          {errorMessage(orders.error, 'The lookup failed. Please try again.')}
        </Alert>
      )}
      {orders.data?.length === 0 && <Text c="dimmed">No orders for {q}.</Text>}
      {orders.data?.map((order) => (
        <Card key={order.orderId} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {order.buyerName ? `${order.buyerName} · ` : ''}
                {order.userId}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {order.orderId}
              </Text>
              <Text size="sm">
                {formatDateTime(order.createdAt * 1000)} · {formatCents(order.totalCents)} · {orderStatusWord(order)} ·{' '}
                {order.lineItems.filter((l) => !l.isFulfilled).length} to hand over
              </Text>
            </Stack>
            {/* Never squeezed by the text beside it at phone width. */}
            <Button
              size="xs"
              onClick={() => onOpen(order.orderId)}
              style={{ flex: 'none' }}
              aria-label={`Pick up ${order.orderId}`}
            >
              Pick up
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
