import { Badge, Button, Card, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable } from '../../../components/data-table';
import { statusLabels, type LeadRow, type LeadStatus } from './lead-queue';

interface LeadsTableProps {
  rows: { lead: LeadRow; status: LeadStatus }[];
  onRemove: (username: string) => void;
  onCancelAdd: (username: string) => void;
  onCancelRemove: (username: string) => void;
}

const statusColors: Record<LeadStatus, string> = { active: 'green', queuedAdd: 'blue', queuedRemove: 'red' };

function LeadCell({ lead }: { lead: LeadRow }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={500}>{lead.name}</Text>
        {lead.nonVotingMember && (
          <Badge color="yellow" variant="light" size="sm">
            Non-Voting
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {lead.username}
      </Text>
    </Stack>
  );
}

function Action({ row, ...props }: { row: LeadsTableProps['rows'][number] } & Omit<LeadsTableProps, 'rows'>) {
  const { lead, status } = row;
  if (status === 'active')
    return (
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => props.onRemove(lead.username)}
        aria-label={`Remove ${lead.username}`}
      >
        Remove
      </Button>
    );
  if (status === 'queuedAdd')
    return (
      <Button
        size="xs"
        variant="default"
        onClick={() => props.onCancelAdd(lead.username)}
        aria-label={`Cancel adding ${lead.username}`}
      >
        Cancel Add
      </Button>
    );
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => props.onCancelRemove(lead.username)}
      aria-label={`Cancel removing ${lead.username}`}
    >
      Cancel
    </Button>
  );
}

const StatusBadge = ({ status }: { status: LeadStatus }) => (
  <Badge color={statusColors[status]} variant="light">
    {statusLabels[status]}
  </Badge>
);

/** The leads with their queued changes: a table, or cards on a phone. */
export function LeadsTable({ rows, ...actions }: LeadsTableProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack gap="sm" aria-label="Organization leads" role="list">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No leads found.
          </Text>
        )}
        {rows.map((row) => (
          <Card key={row.lead.username} withBorder padding="sm" role="listitem" data-lead-card={row.lead.username}>
            <Stack gap="xs">
              <LeadCell lead={row.lead} />
              <Text size="sm">{row.lead.title}</Text>
              <Group justify="space-between">
                <StatusBadge status={row.status} />
                <Action row={row} {...actions} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <DataTable
      label="Organization leads"
      columns={['Lead', 'Title', 'Status', 'Actions']}
      rows={rows}
      minWidth={560}
      emptyText="No leads found."
      renderRow={(row) => (
        <Table.Tr key={row.lead.username} data-lead-row={row.lead.username}>
          <Table.Td>
            <LeadCell lead={row.lead} />
          </Table.Td>
          <Table.Td>{row.lead.title}</Table.Td>
          <Table.Td>
            <StatusBadge status={row.status} />
          </Table.Td>
          <Table.Td>
            <Action row={row} {...actions} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
