import { Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { EmptyRow, SkeletonRows } from '../../../components/table-state-rows';

export type MemberStatus = 'Active' | 'Queued for addition' | 'Queued for removal';
export interface MemberRow {
  netId: string;
  status: MemberStatus;
}

interface MembersTableProps {
  /** The rows of this page only (the list is paged on the server). */
  rows: MemberRow[];
  loading: boolean;
  listChosen: boolean;
  /** What an empty list, or a search that matches no one, says. */
  emptyText: string;
  canManage: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  onRemove: (netId: string) => void;
  onCancelAdd: (netId: string) => void;
  onCancelRemove: (netId: string) => void;
}

/** One page of the chosen list's members with their queued changes, 10 a page (spec section 2.2). */
export function MembersTable(props: MembersTableProps) {
  const { rows, loading, listChosen, canManage, page, pages } = props;
  const action = (row: MemberRow) => {
    if (!canManage) return null;
    if (row.status === 'Active')
      return (
        <Button size="xs" variant="default" onClick={() => props.onRemove(row.netId)}>
          Remove
        </Button>
      );
    if (row.status === 'Queued for addition')
      return (
        <Button size="xs" variant="default" onClick={() => props.onCancelAdd(row.netId)}>
          Cancel Add
        </Button>
      );
    return (
      <Button size="xs" variant="default" onClick={() => props.onCancelRemove(row.netId)}>
        Cancel
      </Button>
    );
  };
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={280}>
        <Table aria-label="List members" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member NetID</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <SkeletonRows columns={3} rows={5} testId="member-skeleton" />
            ) : !listChosen ? (
              <EmptyRow columns={3}>Select a list to begin.</EmptyRow>
            ) : rows.length === 0 ? (
              <EmptyRow columns={3}>{props.emptyText}</EmptyRow>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.netId}>
                  <Table.Td>{row.netId}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={row.status === 'Active' ? undefined : 600}>
                      {row.status}
                    </Text>
                  </Table.Td>
                  <Table.Td>{action(row)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={props.onPage}
            size="sm"
            aria-label="Member pages"
          />
        </Group>
      )}
    </Stack>
  );
}
