import { useId, type ReactNode } from 'react';
import { Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

interface StatsChartCardProps {
  title: string;
  /** One line under the title: what is counted. */
  description: string;
  /** The chart's data in words: the figure's description for screen readers. */
  summary: string;
  children: ReactNode;
}

/** One titled chart: a section named by its title, the chart a figure described by its data in words. */
export function StatsChartCard({ title, description, summary, children }: StatsChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="xs">
            {description}
          </Text>
        </Stack>
        <div role="figure" aria-labelledby={titleId} aria-describedby={summaryId}>
          {children}
        </div>
        <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      </Stack>
    </Card>
  );
}
