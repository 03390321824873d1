import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { LinkStats } from '@cp/contracts/links';

function Total({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const shown = value.toLocaleString('en-US');
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`${label}: ${shown}${hint ? ` (${hint})` : ''}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {shown}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

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
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="ul"
      aria-label="Totals"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      <Total label="Clicks" value={totals.clicks} />
      <Total label="Unique visitors" value={totals.uniqueVisitors} />
      <Total label="QR scans" value={totals.qr} />
      <Total label="Bots" value={totals.bots} hint="Not counted" />
    </SimpleGrid>
  );
}
