import { useId, type ReactNode } from 'react';
import { Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

interface ChartCardProps {
  title: string;
  /** One line under the title: what is counted. */
  description: string;
  /** The chart's data in words, for screen readers: the figure's description. */
  summary: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  /** The title's heading level under the page's headings (default 3). */
  headingOrder?: 2 | 3;
  children: ReactNode;
}

/** One titled chart (RSVP analytics, link stats): a section named by its title, the chart a figure described by its data in words. */
export function ChartCard({ title, description, summary, emptyText, headingOrder = 3, children }: ChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card component="section" withBorder padding="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={headingOrder} size="h5" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="xs">
            {description}
          </Text>
        </Stack>
        {emptyText ? (
          <Text c="dimmed" size="sm" py="lg" ta="center">
            {emptyText}
          </Text>
        ) : (
          <>
            <div role="figure" aria-labelledby={titleId} aria-describedby={summaryId}>
              {children}
            </div>
            <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
