import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { MyOrdersSection } from '../components/my-orders-section';
import { MyTicketsSection } from '../components/my-tickets-section';

/** /home/orders: the member's tickets and orders on a page of their own, reached from the menu. */
export default function MyOrdersPage() {
  usePageTitle('My Tickets and Orders');
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>My Tickets and Orders</Title>
      <MyTicketsSection />
      <MyOrdersSection />
    </Stack>
  );
}
