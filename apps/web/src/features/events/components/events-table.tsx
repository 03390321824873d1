import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { EventResponse } from '@cp/contracts/events';
import { DataTable } from '../../../components/data-table';
import { formatLocalDate, formatLocalTime, repeatLabels } from '../format';

interface EventsTableProps {
  /** Names the table for assistive technology, e.g. 'Upcoming events'. */
  label: string;
  events: EventResponse[] | undefined;
  hostNames: Map<string, string>;
  emptyText: string;
  onDelete: (event: EventResponse) => void;
}

const columns = ['Title', 'Start', 'End', 'Location', 'Host', 'Repeats', 'Actions'];

/** Day above time, so a date never breaks in the middle. */
function LocalDateTime({ local }: { local: string }) {
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

/** spec section 2.2: title with a Featured badge, start, end, location, host, repeats, actions. */
export function EventsTable({ label, events, hostNames, emptyText, onDelete }: EventsTableProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={events}
      emptyText={emptyText}
      minWidth={860}
      skeletonTestId="event-skeleton-row"
      renderRow={(event) => (
        <Table.Tr key={event.id}>
          <Table.Td miw={180}>
            <Group gap={6} wrap="wrap">
              <Text fw={500} size="sm">
                {event.title}
              </Text>
              {event.featured && (
                <Badge color="yellow" variant="light" size="sm" style={{ flexShrink: 0 }}>
                  Featured
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <LocalDateTime local={event.start} />
          </Table.Td>
          <Table.Td>{event.end ? <LocalDateTime local={event.end} /> : 'N/A'}</Table.Td>
          <Table.Td>
            {event.locationLink ? (
              <Anchor href={event.locationLink} target="_blank" rel="noopener noreferrer" size="sm">
                {event.location}
              </Anchor>
            ) : (
              event.location
            )}
          </Table.Td>
          <Table.Td>{hostNames.get(event.host) ?? event.host}</Table.Td>
          <Table.Td>{event.repeats ? repeatLabels[event.repeats] : 'Never'}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={`/events/edit/${event.id}`} size="xs" variant="light">
                Edit
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => onDelete(event)}>
                Delete
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
