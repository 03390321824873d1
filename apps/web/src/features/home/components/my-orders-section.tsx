import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { MyOrder } from '@cp/contracts/home';
import { QrCodeImage } from '../../../components/qr-code-image';
import { formatCents } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { useMyTicketsQuery } from '../api/get-my-tickets';
import { HomeSection } from './home-section';
import { TicketCard } from './ticket-card';

const statusLabels: Record<MyOrder['status'], { label: string; color: string }> = {
  pending: { label: 'Awaiting payment', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  expired: { label: 'Expired', color: 'gray' },
  released: { label: 'Released', color: 'gray' },
  refunded: { label: 'Refunded', color: 'gray' },
  sale_failed: { label: 'Payment failed', color: 'red' },
};

/** The order number a buyer quotes: the order id's first eight hex digits, upper case ('ord_' dropped). */
export const orderNumber = (orderId: string) => orderId.replace(/^ord_/, '').slice(0, 8).toUpperCase();

function OrderCard({ order }: { order: MyOrder }) {
  const headingId = `order-${order.orderId}`;
  const status = statusLabels[order.status];
  // The pickup QR is valid once paid, until every line is handed over.
  const awaitsPickup = order.status === 'paid' && order.lines.some((line) => !line.fulfilled);
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="wrap">
        {awaitsPickup && (
          <QrCodeImage text={order.pickupQrPayload} alt={`Pickup QR code of your order ${order.orderId}`} size={136} />
        )}
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h4" id={headingId}>
              <Anchor component={Link} to={`${paths.myOrders}#${headingId}`} inherit>
                Order {orderNumber(order.orderId)}
              </Anchor>
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Ordered {formatDateTime(order.createdAt)}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
            <Table.Tbody>
              {order.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    {line.quantity} × {line.name}
                    {line.variant && ` (${line.variant})`}
                    {line.fulfilled && ' · picked up'}
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(line.unitPrice * line.quantity)}</Table.Td>
                </Table.Tr>
              ))}
              {order.discount > 0 && (
                <Table.Tr>
                  <Table.Td>Discount</Table.Td>
                  <Table.Td ta="right">−{formatCents(order.discount)}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            Total {formatCents(order.total)}
          </Text>
          {awaitsPickup && (
            <Text size="sm" c="dimmed">
              Show the QR code when you pick up your order.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * "Your orders": store orders made with the signed-in email, newest first, then merchandise bought
 * the first way (a purchase with its own pickup QR).
 */
export function MyOrdersSection() {
  const query = useMyOrdersQuery();
  const tickets = useMyTicketsQuery();
  const orders = query.data?.orders;
  const purchases = tickets.data?.tickets.filter((ticket) => ticket.type === 'merch');
  return (
    <HomeSection
      id="home-orders"
      title="Your orders"
      what="your orders"
      loading={query.isPending || tickets.isPending}
      error={query.error ?? tickets.error}
    >
      {orders?.length === 0 && purchases?.length === 0 ? (
        <Text c="dimmed">You have no orders.</Text>
      ) : (
        <Stack gap="sm">
          {orders?.map((order) => (
            <OrderCard key={order.orderId} order={order} />
          ))}
          {purchases?.map((purchase) => (
            <TicketCard key={purchase.ticketId} ticket={purchase} />
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
