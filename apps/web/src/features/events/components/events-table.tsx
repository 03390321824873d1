import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { repeatLabels } from '../format';
import { EventActions, ListedStart, LocalDateTime } from './event-dates';
import type { EventsViewProps } from './listed-event';

const columns = ['Title', 'Start', 'End', 'Location', 'Host', 'Repeats', 'Actions'];

/** spec section 2.2: title with a Featured badge, start, end, location, host, repeats, actions. */
export function EventsTable({ label, events, hostNames, emptyText, onDelete }: EventsViewProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={events}
      emptyText={emptyText}
      minWidth={860}
      skeletonTestId="event-skeleton-row"
      renderRow={({ event, ...shown }) => (
        <Table.Tr key={event.id}>
          <Table.Td miw={180}>
            <Group gap={6} wrap="wrap">
              <Text fw={500} size="sm">
                {event.title}
              </Text>
              {event.featured && (
                <Badge color="yellow" variant="filled" autoContrast size="sm" style={{ flexShrink: 0 }}>
                  Featured
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <ListedStart listed={{ event, ...shown }} />
          </Table.Td>
          <Table.Td>{shown.end ? <LocalDateTime local={shown.end} /> : 'N/A'}</Table.Td>
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
            <EventActions event={event} onDelete={onDelete} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
