import { Stack, Table, Title } from '@mantine/core';
import { DataTable } from '../../../../components/data-table';

interface BreakdownTableProps {
  /** The table's heading and name, e.g. 'Top referrers'. */
  label: string;
  column: string;
  rows: { name: string; clicks: number }[] | undefined;
}

/** Clicks by referrer, device or browser: a short table with each one's share. */
export function BreakdownTable({ label, column, rows }: BreakdownTableProps) {
  const total = rows?.reduce((sum, row) => sum + row.clicks, 0) ?? 0;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {label}
      </Title>
      <DataTable
        label={label}
        columns={[column, 'Clicks', 'Share']}
        rows={rows}
        emptyText="None in this range."
        minWidth={280}
        skeletonRows={3}
        renderRow={(row) => {
          const share = total === 0 ? 0 : Math.round((row.clicks / total) * 100);
          return (
            <Table.Tr key={row.name}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
              <Table.Td>{row.clicks.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{share}%</Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
