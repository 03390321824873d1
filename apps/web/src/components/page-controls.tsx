import { Group, Pagination, Select } from '@mantine/core';

interface PageControlsProps {
  /** The sizes offered; the first is taken when the choice is cleared. */
  sizes: readonly number[];
  pageSize: number;
  page: number;
  /** How many pages the server says there are (at least 1). */
  pages: number;
  onPageSize: (size: number) => void;
  onPage: (page: number) => void;
}

/** Rows per page and the pages of a list paged on the server (sales, links). */
export function PageControls({ sizes, pageSize, page, pages, onPageSize, onPage }: PageControlsProps) {
  return (
    <Group justify="space-between">
      <Select
        label="Rows per page"
        w={140}
        data={sizes.map(String)}
        value={String(pageSize)}
        onChange={(v) => onPageSize(Number(v ?? sizes[0]))}
        allowDeselect={false}
      />
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
