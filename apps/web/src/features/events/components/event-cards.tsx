import { Anchor, Badge, Group, Text } from '@mantine/core';
import { DataCards } from '../../../components/data-cards';
import { repeatLabels } from '../format';
import { EventActions, ListedStart, LocalDateTime } from './event-dates';
import type { EventsViewProps } from './listed-event';

/** The event list at phone width: one card per event, so the actions stay on screen. */
export function EventCards({ label, events, hostNames, emptyText, onDelete }: EventsViewProps) {
  return (
    <DataCards
      label={label}
      items={events}
      emptyText={emptyText}
      skeletonHeight={120}
      skeletonTestId="event-skeleton-row"
      itemKey={({ event }) => event.id}
      cardAttributes={() => ({ 'data-event-card': true })}
      renderCard={({ event, ...shown }) => (
        <>
          <Group gap={6} wrap="wrap">
            <Text fw={600}>{event.title}</Text>
            {event.featured && (
              <Badge color="yellow" variant="filled" autoContrast size="sm">
                Featured
              </Badge>
            )}
          </Group>
          <Group gap="lg" mt={4} align="flex-start">
            {/* Each date in a box of its own, so day and time stay together. */}
            <div>
              <ListedStart listed={{ event, ...shown }} />
            </div>
            {shown.end && (
              <div>
                <LocalDateTime local={shown.end} />
              </div>
            )}
          </Group>
          <Text size="sm" mt={4}>
            {event.locationLink ? (
              // Inline in a line of text: underlined, as colour alone does not mark it in the dark scheme.
              <Anchor href={event.locationLink} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
                {event.location}
              </Anchor>
            ) : (
              event.location
            )}
            {' · '}
            {hostNames.get(event.host) ?? event.host}
            {' · '}
            {event.repeats ? repeatLabels[event.repeats] : 'Never repeats'}
          </Text>
          <Group mt="sm">
            <EventActions event={event} onDelete={onDelete} />
          </Group>
        </>
      )}
    />
  );
}
