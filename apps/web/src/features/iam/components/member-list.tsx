import { Badge, Button, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataCards } from '../../../components/data-cards';
import { DataTable } from '../../../components/data-table';

export interface MemberRow {
  name: string;
  email: string;
  /** 'member' as the directory has it; 'add' and 'remove' are queued until Save. */
  status: 'member' | 'add' | 'remove';
}

interface MemberListProps {
  rows: MemberRow[] | undefined;
  onRemove: (row: MemberRow) => void;
  onUndo: (row: MemberRow) => void;
}

const statusBadge = (status: MemberRow['status']) =>
  status === 'add' ? (
    <Badge color="green" variant="light">
      Queued for addition
    </Badge>
  ) : status === 'remove' ? (
    <Badge color="red" variant="light">
      Queued for removal
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Member
    </Badge>
  );

function Action({ row, onRemove, onUndo }: { row: MemberRow } & Omit<MemberListProps, 'rows'>) {
  return row.status === 'member' ? (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      onClick={() => onRemove(row)}
      aria-label={`Remove ${row.email}`}
    >
      Remove
    </Button>
  ) : (
    <Button size="compact-sm" variant="default" onClick={() => onUndo(row)} aria-label={`Undo ${row.email}`}>
      Undo
    </Button>
  );
}

const emptyText = 'This group has no members yet.';

/** Members with their queued changes: a table where there is room, cards on a phone. */
export function MemberList({ rows, onRemove, onUndo }: MemberListProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (!phone) {
    return (
      <DataTable
        label="Group members"
        columns={['Name', 'Email', 'Status', 'Actions']}
        rows={rows}
        emptyText={emptyText}
        minWidth={560}
        renderRow={(row) => (
          <Table.Tr key={row.email}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
            <Table.Td>{statusBadge(row.status)}</Table.Td>
            <Table.Td>
              <Action row={row} onRemove={onRemove} onUndo={onUndo} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    );
  }
  return (
    <DataCards
      label="Group members"
      items={rows}
      emptyText={emptyText}
      skeletonHeight={72}
      itemKey={(row) => row.email}
      renderCard={(row) => (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={500}>{row.name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
            {statusBadge(row.status)}
          </Stack>
          <Action row={row} onRemove={onRemove} onUndo={onUndo} />
        </Group>
      )}
    />
  );
}
