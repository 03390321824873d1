import { Link } from 'react-router';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { EventResponse } from '@cp/contracts/events';
import { formatRsvpKey, rsvpMessages } from '@cp/contracts/rsvp';
import { publicEventPath } from '../../../lib/paths';
import { portalNow, upcomingOccurrences } from '../event-schedule';
import { formatWhen } from '../format';

const shown = 6;

/** A repeating event takes RSVPs per occurrence: the next few, each a link to its own page. */
export function OccurrenceLinks({ event }: { event: EventResponse }) {
  const upcoming = upcomingOccurrences(event, portalNow(), shown);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {rsvpMessages.chooseOccurrence}
      </Title>
      {upcoming.length === 0 ? (
        <Text c="dimmed">This series has no upcoming occurrences.</Text>
      ) : (
        <List spacing="xs" aria-label="Upcoming occurrences">
          {upcoming.map((occurrence) => {
            const key = formatRsvpKey({ eventId: event.id, occurrence: occurrence.start.slice(0, 10) });
            return (
              <List.Item key={key}>
                <Anchor component={Link} to={publicEventPath(key)}>
                  {formatWhen(occurrence.start, event.end === undefined ? undefined : occurrence.end)}
                </Anchor>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
