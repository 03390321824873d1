import { Link } from 'react-router';
import { Anchor, Group, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';
import type { RoomRequestRow } from '../api/list-room-requests';
import { StatusBadge } from './status-badge';
import { roomRequestPath } from '../../../lib/paths';

interface RequestsViewProps {
  semester: string;
  requests: RoomRequestRow[] | undefined;
  hostNames: Map<string, string>;
  emptyText: string;
}

const label = 'Room requests';

/** Name, host and status: a table where there is room, cards on a phone. */
export function RequestsView({ semester, requests, hostNames, emptyText }: RequestsViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const name = (row: RoomRequestRow) => (
    <Anchor component={Link} to={roomRequestPath(semester, row.requestId)} fw={500}>
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
  return (
    <DataCards
      label={label}
      items={requests}
      emptyText={emptyText}
      skeletonHeight={72}
      itemKey={(row) => row.requestId}
      renderCard={(row) => (
        <>
          {name(row)}
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {hostNames.get(row.host) ?? row.host}
            </Text>
            <StatusBadge status={row.status} />
          </Group>
        </>
      )}
    />
  );
}
