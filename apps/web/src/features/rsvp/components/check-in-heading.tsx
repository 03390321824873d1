import { Link } from 'react-router';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EventResponse } from '@cp/contracts/events';
import { errorMessage } from '../../../lib/api-client';
import { eventRsvpsPath } from '../../../lib/paths';
import { gatheringWhen } from '../check-in-attendees';

interface CheckInHeadingProps {
  rsvpKey: string;
  occurrence: string;
  event: EventResponse | undefined;
  error: unknown;
}

/** 'Check-in', then which gathering: the event's title and date (an occurrence's own date). */
export function CheckInHeading({ rsvpKey, occurrence, event, error }: CheckInHeadingProps) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={eventRsvpsPath(rsvpKey)} size="sm">
        Back to RSVPs
      </Anchor>
      <Title order={1}>Check-in</Title>
      {event ? (
        <>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Text>
          <Text size="sm" c="dimmed">
            {gatheringWhen(event.start, occurrence)}
            {event.location && ` · ${event.location}`}
          </Text>
        </>
      ) : error ? (
        <Alert color="red" title="Could not load the event" role="alert">
          {errorMessage(error, 'Please reload the page.')}
        </Alert>
      ) : (
        <Skeleton height={44} aria-label="Loading the event" />
      )}
    </Stack>
  );
}
