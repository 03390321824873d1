import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { LinkStats } from '@cp/contracts/links';
import { countOf } from '../../../../lib/plural';
import { inPortalTime } from '../../../../lib/time';
import { ChartCard } from '../../../../components/chart-card';

const daySeries = [
  { name: 'clicks', label: 'Clicks', color: 'blue.6' },
  { name: 'uniqueVisitors', label: 'Unique visitors', color: 'teal.6' },
  { name: 'qr', label: 'QR scans', color: 'orange.6' },
];

/** 'Mar 3' for a YYYY-MM-DD day: read as written, it is already a Chicago day. */
const dayLabel = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return new Date(2000, (month ?? 1) - 1, day ?? 1).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
};
/** 'Mar 3, 2 PM' for the start of an hour, in Chicago time. */
const hourLabel = (hour: string) => inPortalTime(hour).format('MMM D, h A');

/** Clicks per day in the range (with unique visitors and QR scans) and per hour over the last 48 hours. */
export function ClicksCharts({ stats }: { stats: LinkStats }) {
  const days = stats.days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const hours = stats.hours.map((h) => ({ ...h, label: hourLabel(h.hour) }));
  const busyHours = hours.filter((h) => h.clicks > 0);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        headingOrder={2}
        title="Clicks per day"
        description="Clicks, unique visitors and QR scans each Chicago day (bots left out)"
        summary={days
          .map(
            (d) =>
              `${d.label}: ${countOf(d.clicks, 'click')}, ${countOf(d.uniqueVisitors, 'unique visitor')}, ${countOf(d.qr, 'QR scan')}`,
          )
          .join('; ')}
      >
        <LineChart
          h={240}
          data={days}
          dataKey="label"
          series={daySeries}
          withLegend
          // Past a month the dots crowd into a smear; the line says enough.
          withDots={days.length <= 31}
          curveType="linear"
          yAxisProps={{ allowDecimals: false }}
          tooltipAnimationDuration={150}
          accessibilityLayer={false}
        />
      </ChartCard>
      <ChartCard
        headingOrder={2}
        title="Clicks per hour"
        description="The last 48 hours, Chicago time"
        summary={
          busyHours.length === 0
            ? 'No clicks in the last 48 hours.'
            : busyHours.map((h) => `${h.label}: ${countOf(h.clicks, 'click')}`).join('; ')
        }
      >
        <BarChart
          h={240}
          data={hours}
          dataKey="label"
          series={[{ name: 'clicks', label: 'Clicks', color: 'blue.6' }]}
          yAxisProps={{ allowDecimals: false }}
          xAxisProps={{ minTickGap: 24 }}
          tooltipAnimationDuration={150}
          accessibilityLayer={false}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
