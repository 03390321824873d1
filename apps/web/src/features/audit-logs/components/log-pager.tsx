import { Group, Pagination, Select, Text } from '@mantine/core';
import { logPageSizes } from '@cp/contracts/audit-logs';

interface LogPagerProps {
  page: number;
  /** Pages reachable so far: the server pages by cursor, so the next one is known once seen. */
  pages: number;
  onPage: (page: number) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

const sizeData = logPageSizes.map(String);

export function LogPager({ page, pages, onPage, pageSize, onPageSize }: LogPagerProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm" id="log-page-size-label">
          Entries per page
        </Text>
        <Select
          aria-labelledby="log-page-size-label"
          data={sizeData}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={90}
          size="xs"
        />
      </Group>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
        })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
