import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { EmptyRow, SkeletonRows } from './table-state-rows';

interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly string[];
  /** undefined while loading: skeleton rows show. */
  rows: readonly T[] | undefined;
  emptyText: ReactNode;
  renderRow: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  skeletonRows?: number;
  skeletonTestId?: string;
  /**
   * A table with nothing to focus in its rows (no links or buttons): its scrolling area takes the
   * focus itself, so that a keyboard can scroll it sideways on a phone.
   */
  focusableScroll?: boolean;
}

/** The frame every module table shares: header, loading skeleton, empty state, then the rows. */
export function DataTable<T>({
  label,
  columns,
  rows,
  emptyText,
  renderRow,
  minWidth,
  skeletonRows,
  skeletonTestId,
  focusableScroll = false,
}: DataTableProps<T>) {
  const viewportProps = focusableScroll ? { tabIndex: 0, 'aria-label': `${label}, scrollable` } : undefined;
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps }}>
      <Table striped highlightOnHover aria-label={label} aria-busy={rows === undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined && <SkeletonRows columns={columns.length} rows={skeletonRows} testId={skeletonTestId} />}
          {rows?.length === 0 && <EmptyRow columns={columns.length}>{emptyText}</EmptyRow>}
          {rows?.map(renderRow)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
