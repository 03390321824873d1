import { Link } from 'react-router';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from '../../../components/data-table';
import type { RoomRequestRow } from '../api/list-room-requests';
import { StatusBadge } from './status-badge';

interface RequestsViewProps {
  semester: string;
  requests: RoomRequestRow[] | undefined;
  hostNames: Map<string, string>;
  emptyText: string;
}

const label = 'Room requests';
const href = (semester: string, row: RoomRequestRow) => `/roomRequests/${semester}/${row.requestId}`;

/** Name, host and status: a table where there is room, cards on a phone. */
export function RequestsView({ semester, requests, hostNames, emptyText }: RequestsViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const name = (row: RoomRequestRow) => (
    <Anchor component={Link} to={href(semester, row)} fw={500}>
      {row.title}
    </Anchor>
  );
  if (!phone) {
    return (
      <DataTable
        label={label}
        columns={['Name', 'Host', 'Status']}
        rows={requests}
        emptyText={emptyText}
        minWidth={520}
        renderRow={(row) => (
          <Table.Tr key={row.requestId}>
            <Table.Td>{name(row)}</Table.Td>
            <Table.Td>{hostNames.get(row.host) ?? row.host}</Table.Td>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    );
  }
  if (requests === undefined) {
    return (
      <Stack gap="sm" role="status" aria-label={label} aria-busy>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (requests.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((row) => (
        <Card key={row.requestId} component="li" withBorder padding="sm" radius="md">
          {name(row)}
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {hostNames.get(row.host) ?? row.host}
            </Text>
            <StatusBadge status={row.status} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
