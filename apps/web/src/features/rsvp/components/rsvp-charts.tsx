import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import {
  checkInShare,
  degreeCounts,
  describeCounts,
  dietaryCounts,
  formatRate,
  graduationYearCounts,
  interestCounts,
  majorCounts,
  paidShare,
  rsvpsOverTime,
  rsvpTotals,
  type CountRow,
  type ShareCell,
} from '../rsvp-analytics';
import { ChartCard } from '../../../components/chart-card';

const coming = 'Confirmed RSVPs and walk-ins (the waitlist is left out)';
const countSeries = [{ name: 'count', label: 'People', color: 'blue.6' }];

function CountBars({ rows, horizontal = false }: { rows: CountRow[]; horizontal?: boolean }) {
  return (
    <BarChart
      h={horizontal ? Math.max(160, rows.length * 32) : 220}
      data={rows}
      dataKey="label"
      series={countSeries}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      yAxisProps={horizontal ? { width: 150 } : { allowDecimals: false }}
      xAxisProps={horizontal ? { allowDecimals: false } : undefined}
      gridAxis={horizontal ? 'x' : 'y'}
      tooltipAnimationDuration={150}
      accessibilityLayer={false}
    />
  );
}

function Share({ cells, label }: { cells: ShareCell[]; label: string }) {
  return (
    <DonutChart
      mx="auto"
      size={180}
      thickness={26}
      data={cells}
      withLabelsLine={false}
      chartLabel={label}
      withTooltip
      tooltipDataSource="segment"
      accessibilityLayer={false}
    />
  );
}

const shareSummary = (cells: ShareCell[]) => cells.map((cell) => `${cell.name}: ${cell.value}`).join(', ');

/** Issue 24: what the chapter learns from an event's RSVPs, drawn (each chart also in words). */
export function RsvpCharts({ attendees }: { attendees: RsvpAttendee[] }) {
  const checkInRate = formatRate(rsvpTotals(attendees).checkInRate);
  const days = rsvpsOverTime(attendees);
  const checkIns = checkInShare(attendees);
  const paid = paidShare(attendees);
  const paidCount = paid[0]?.value ?? 0;
  const confirmedCount = paid.reduce((sum, cell) => sum + cell.value, 0);
  const bars: { title: string; description: string; rows: CountRow[]; horizontal?: boolean; empty: string }[] = [
    { title: 'Graduation year', description: coming, rows: graduationYearCounts(attendees), empty: 'No profiles.' },
    { title: 'Degree', description: coming, rows: degreeCounts(attendees), empty: 'No profiles.' },
    {
      title: 'Major',
      description: `${coming}; the 10 most common`,
      rows: majorCounts(attendees),
      horizontal: true,
      empty: 'No profiles.',
    },
    {
      title: 'Interests',
      description: `${coming}; the 10 most common`,
      rows: interestCounts(attendees),
      horizontal: true,
      empty: 'Nobody named an interest.',
    },
    {
      title: 'Dietary needs',
      description: `${coming}; "Other" wrote their own`,
      rows: dietaryCounts(attendees),
      empty: 'Nobody named a dietary need.',
    },
  ];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title="RSVPs over time"
        description="RSVPs made by the end of each day (Chicago time)"
        summary={days.map((day) => `${day.label}: ${day.rsvps}`).join(', ')}
        emptyText={days.length === 0 ? 'Nobody has RSVP’d yet.' : undefined}
      >
        <AreaChart
          h={220}
          data={days}
          dataKey="label"
          series={[{ name: 'rsvps', label: 'RSVPs', color: 'blue.6' }]}
          curveType="stepAfter"
          yAxisProps={{ allowDecimals: false }}
          tooltipAnimationDuration={150}
          accessibilityLayer={false}
        />
      </ChartCard>
      <ChartCard
        title="Check-in rate"
        description="Confirmed RSVPs checked in at the door"
        summary={`${checkInRate} checked in. ${shareSummary(checkIns)}`}
        emptyText={checkIns.every((cell) => cell.value === 0) ? 'Nobody is confirmed.' : undefined}
      >
        <Share cells={checkIns} label={checkInRate} />
      </ChartCard>
      <ChartCard
        title="Paid members"
        description="Confirmed RSVPs by whether they were paid members when they RSVP’d"
        summary={shareSummary(paid)}
        emptyText={confirmedCount === 0 ? 'Nobody is confirmed.' : undefined}
      >
        <Share cells={paid} label={formatRate(confirmedCount === 0 ? null : paidCount / confirmedCount)} />
      </ChartCard>
      {bars.map((bar) => (
        <ChartCard
          key={bar.title}
          title={bar.title}
          description={bar.description}
          summary={describeCounts(bar.rows)}
          emptyText={bar.rows.length === 0 ? bar.empty : undefined}
        >
          <CountBars rows={bar.rows} horizontal={bar.horizontal} />
        </ChartCard>
      ))}
    </SimpleGrid>
  );
}
