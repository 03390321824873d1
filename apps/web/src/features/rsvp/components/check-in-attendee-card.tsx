import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { attendeeName, attendeeStatusLabel, formatCheckInTime } from '../check-in-attendees';

interface CheckInAttendeeCardProps {
  attendee: RsvpAttendee;
  busy: boolean;
  onCheckIn: (attendee: RsvpAttendee) => void;
}

/** One search match: who, their RSVP, and a button that checks them in (or when they were). */
export function CheckInAttendeeCard({ attendee, busy, onCheckIn }: CheckInAttendeeCardProps) {
  const name = attendeeName(attendee);
  const checkedIn = attendee.checkedInAt !== undefined;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name || attendee.userId}
        </Text>
        {name && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {attendee.userId}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="light" color={attendee.status === 'confirmed' && !attendee.walkIn ? 'green' : 'gray'}>
            {attendeeStatusLabel(attendee)}
          </Badge>
        </Group>
      </Stack>
      {checkedIn ? (
        <Button variant="light" color="gray" disabled>
          Checked in at {formatCheckInTime(attendee.checkedInAt ?? 0)}
        </Button>
      ) : (
        <Button onClick={() => onCheckIn(attendee)} disabled={busy}>
          Check in
        </Button>
      )}
    </Group>
  );
}
