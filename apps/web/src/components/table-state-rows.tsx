import type { ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';

/** Placeholder rows while a table's data loads (spec: 3 rows for most tables, 5 for members). */
export function SkeletonRows({ columns, rows = 3, testId }: { columns: number; rows?: number; testId?: string }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid={testId}>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One full-width row saying why the table has nothing to show. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
