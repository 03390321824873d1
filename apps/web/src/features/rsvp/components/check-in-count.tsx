import { Alert, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { errorMessage } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { attendanceCounts } from '../check-in-attendees';

interface CheckInCountProps {
  attendees: readonly RsvpAttendee[] | undefined;
  error: unknown;
}

/** 'Checked in X / Y confirmed', with walk-ins and waitlisted arrivals beside it (refreshed by the page). */
export function CheckInCount({ attendees, error }: CheckInCountProps) {
  if (attendees === undefined && error) {
    return (
      <Alert color="red" title="Could not load the attendees" role="alert">
        {errorMessage(error, 'Please reload the page.')}
      </Alert>
    );
  }
  if (attendees === undefined) return <Skeleton height={56} radius="md" aria-label="Loading the count" />;
  const counts = attendanceCounts(attendees);
  const extras = [countOf(counts.walkIns, 'walk-in')];
  if (counts.fromWaitlist > 0) extras.push(`${counts.fromWaitlist.toLocaleString('en-US')} from the waitlist`);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} size="xl" data-testid="check-in-count">
          Checked in {counts.checkedIn.toLocaleString('en-US')} / {counts.confirmed.toLocaleString('en-US')} confirmed
        </Text>
        <Text size="sm" c="dimmed">
          {extras.join(' · ')} · {counts.present.toLocaleString('en-US')} in the room
        </Text>
      </Group>
    </Paper>
  );
}
