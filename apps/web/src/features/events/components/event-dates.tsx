import { Link } from 'react-router';
import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { EventResponse } from '@cp/contracts/events';
import { formatLocalDate, formatLocalTime } from '../format';
import type { ListedEvent } from './listed-event';
import { editEventPath } from '../../../lib/paths';

/** Day above time, so a date never breaks in the middle. */
export function LocalDateTime({ local }: { local: string }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatLocalDate(local)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatLocalTime(local)}
      </Text>
    </>
  );
}

const seriesBegan = (start: string) => `Series began ${formatLocalDate(start)}, ${formatLocalTime(start)}`;

/** The shown start; for a later occurrence of a series, its first date on hover or focus (and for screen readers). */
export function ListedStart({ listed }: { listed: ListedEvent }) {
  if (listed.start === listed.event.start) return <LocalDateTime local={listed.start} />;
  return (
    <Tooltip label={seriesBegan(listed.event.start)} withArrow>
      <div tabIndex={0} data-series-start={listed.event.start} style={{ cursor: 'help' }}>
        <LocalDateTime local={listed.start} />
        <VisuallyHidden>{seriesBegan(listed.event.start)}</VisuallyHidden>
      </div>
    </Tooltip>
  );
}

export function EventActions({ event, onDelete }: { event: EventResponse; onDelete: (event: EventResponse) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Each named after its event, so a list of them read aloud says which (issue 43); a label,
          not hidden text, so the title is written once on the page. */}
      <Button
        component={Link}
        to={editEventPath(event.id)}
        size="xs"
        variant="light"
        aria-label={`Edit ${event.title}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        c="var(--cp-danger-text)"
        aria-label={`Delete ${event.title}`}
        onClick={() => onDelete(event)}
      >
        Delete
      </Button>
    </Group>
  );
}
