import { ticketManagerRoles, ticketScannerRoles } from '@cp/contracts';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PickupWaiting } from '@cp/contracts/home';
import { useHasAnyRole } from '../../../lib/auth';
import { countOf } from '../../../lib/plural';
import { paths, storeOrderPath, ticketSalesPath } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePickupWaitingQuery } from '../api/get-waiting-lists';
import { HomeSection } from '../components/home-section';

function PickupCard({ waiting }: { waiting: PickupWaiting }) {
  const manager = useHasAnyRole(ticketManagerRoles);
  const headingId = `pickup-${waiting.id}`;
  // An order's page hands it over; a first-way purchase is marked fulfilled on its sales page.
  const to =
    waiting.kind === 'order'
      ? storeOrderPath(waiting.id)
      : manager && waiting.itemId
        ? ticketSalesPath(waiting.itemId)
        : null;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {waiting.email}
        </Title>
        <List size="sm" spacing={0}>
          {waiting.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Paid {formatDateTime(waiting.paidAt)}
        </Text>
        {to && (
          <Anchor component={Link} to={to} size="sm" underline="always">
            {waiting.kind === 'order' ? `Hand over the order of ${waiting.email}` : `Sales of ${waiting.items[0]}`}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** /home/pickup: each paid order and purchase the home's "Merchandise waiting for pickup" card counted. */
export default function PickupWaitingPage() {
  usePageTitle('Merchandise waiting for pickup');
  const query = usePickupWaitingQuery();
  const scanner = useHasAnyRole(ticketScannerRoles);
  const waiting = query.data?.waiting;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Merchandise waiting for pickup</Title>
        {scanner && (
          <Button component={Link} to={paths.scanTickets}>
            Scan a pickup code
          </Button>
        )}
      </Group>
      <HomeSection
        id="pickup-list"
        title={waiting ? countOf(waiting.length, 'order') + ' to hand over' : 'Orders to hand over'}
        what="what waits for pickup"
        loading={query.isPending}
        error={query.error}
      >
        {waiting?.length === 0 ? (
          <Text c="dimmed">Nothing waiting.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
            {waiting?.map((w) => (
              <PickupCard key={`${w.kind}:${w.id}`} waiting={w} />
            ))}
          </SimpleGrid>
        )}
      </HomeSection>
    </Stack>
  );
}
