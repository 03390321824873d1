import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { MyRsvp } from '@cp/contracts/rsvp';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';
import { publicEventPath } from '../../../lib/paths';
import { formatWhen, rsvpStatusText } from '../format';

export interface MyRsvpViewProps {
  label: string;
  rsvps: MyRsvp[] | undefined;
  emptyText: string;
}

const statusColor = (rsvp: MyRsvp) => (rsvp.checkedIn ? 'teal' : rsvp.status === 'confirmed' ? 'green' : 'yellow');

function StatusBadge({ rsvp }: { rsvp: MyRsvp }) {
  return (
    <Badge color={statusColor(rsvp)} variant="light" style={{ textTransform: 'none' }}>
      {rsvpStatusText(rsvp)}
    </Badge>
  );
}

function EventLink({ rsvp }: { rsvp: MyRsvp }) {
  return (
    <Anchor component={Link} to={publicEventPath(rsvp.eventId)} fw={500}>
      {rsvp.title}
    </Anchor>
  );
}

export function MyRsvpsTable({ label, rsvps, emptyText }: MyRsvpViewProps) {
  return (
    <DataTable
      label={label}
      columns={['Event', 'When', 'Where', 'Status']}
      rows={rsvps}
      emptyText={emptyText}
      minWidth={640}
      skeletonRows={2}
      renderRow={(rsvp) => (
        <Table.Tr key={rsvp.eventId}>
          <Table.Td>
            <EventLink rsvp={rsvp} />
          </Table.Td>
          <Table.Td>{formatWhen(rsvp.start, rsvp.end)}</Table.Td>
          <Table.Td>{rsvp.location}</Table.Td>
          <Table.Td>
            <StatusBadge rsvp={rsvp} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

export function MyRsvpsCards({ label, rsvps, emptyText }: MyRsvpViewProps) {
  return (
    <DataCards
      label={label}
      items={rsvps}
      emptyText={emptyText}
      itemKey={(rsvp) => rsvp.eventId}
      skeletonHeight={88}
      renderCard={(rsvp) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <EventLink rsvp={rsvp} />
            <StatusBadge rsvp={rsvp} />
          </Group>
          <Text size="sm">{formatWhen(rsvp.start, rsvp.end)}</Text>
          <Text size="sm" c="dimmed">
            {rsvp.location}
          </Text>
        </Stack>
      )}
    />
  );
}
