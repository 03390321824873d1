import { Link } from 'react-router';
import { Anchor, Group, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';
import { semesterLabel } from '@cp/contracts/room-requests';
import type { RoomRequestRowOf } from '../api/list-room-requests';
import { StatusBadge } from './status-badge';
import { roomRequestPath } from '../../../lib/paths';

interface RequestsViewProps {
  requests: RoomRequestRowOf[] | undefined;
  /** Rows of several semesters: each says its own. */
  showSemester?: boolean;
  hostNames: Map<string, string>;
  emptyText: string;
}

const label = 'Room requests';

/** Name, host and status: a table where there is room, cards on a phone. */
export function RequestsView({ requests, showSemester = false, hostNames, emptyText }: RequestsViewProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const name = (row: RoomRequestRowOf) => (
    <Anchor component={Link} to={roomRequestPath(row.semester, row.requestId)} fw={500}>
      {row.title}
    </Anchor>
  );
  if (!phone) {
    return (
      <DataTable
        label={label}
        columns={showSemester ? ['Name', 'Semester', 'Host', 'Status'] : ['Name', 'Host', 'Status']}
        rows={requests}
        emptyText={emptyText}
        minWidth={520}
        renderRow={(row) => (
          <Table.Tr key={row.requestId}>
            <Table.Td>{name(row)}</Table.Td>
            {showSemester && <Table.Td>{semesterLabel(row.semester)}</Table.Td>}
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
          {showSemester && (
            <Text size="sm" c="dimmed">
              {semesterLabel(row.semester)}
            </Text>
          )}
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
