import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ProductStats } from '@cp/contracts/store';
import { countOf } from '../../../lib/plural';

/** Units sold per day, oldest first; the figure is described in words for screen readers. */
export function SalesChart({ days }: { days: ProductStats['salesByDay'] }) {
  const summary = days.map((d) => `${d.date}: ${countOf(d.quantity, 'unit')}`).join('; ');
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby="store-sales-chart">
      <Stack gap="sm">
        <Title order={2} size="h4" id="store-sales-chart">
          Sales over time
        </Title>
        {days.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No sales yet.
          </Text>
        ) : (
          <>
            <div role="figure" aria-labelledby="store-sales-chart" aria-describedby="store-sales-summary">
              <BarChart
                h={220}
                data={days}
                dataKey="date"
                series={[{ name: 'quantity', label: 'Units sold', color: 'blue.6' }]}
                yAxisProps={{ allowDecimals: false }}
                tooltipAnimationDuration={150}
              />
            </div>
            <VisuallyHidden id="store-sales-summary">{summary}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
