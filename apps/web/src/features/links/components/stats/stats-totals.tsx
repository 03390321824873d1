import { SimpleGrid, Skeleton } from '@mantine/core';
import { StatTiles } from '../../../../components/stat-tiles';
import type { LinkStats } from '@cp/contracts/links';

/** The range's numbers at a glance; bots apart, since every other number leaves them out. */
export function StatsTotals({ totals }: { totals: LinkStats['totals'] | undefined }) {
  if (!totals) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="status" aria-label="Loading the totals">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={76} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const shown = (value: number) => value.toLocaleString('en-US');
  return (
    <StatTiles
      label="Totals"
      cols={{ base: 2, sm: 4 }}
      tiles={[
        { label: 'Clicks', value: shown(totals.clicks) },
        { label: 'Unique visitors', value: shown(totals.uniqueVisitors) },
        { label: 'QR scans', value: shown(totals.qr) },
        { label: 'Bots', value: shown(totals.bots), hint: 'Not counted' },
      ]}
    />
  );
}
