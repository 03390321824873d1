import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { formatRate, rsvpTotals } from '../rsvp-analytics';

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The event's numbers at a glance: confirmed, waitlist, checked in, walk-ins and the check-in rate. */
export function RsvpStats({ attendees }: { attendees: RsvpAttendee[] }) {
  const totals = rsvpTotals(attendees);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 5 }}
      spacing="sm"
      component="ul"
      aria-label="RSVP totals"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      <Stat label="Confirmed" value={totals.confirmed} />
      <Stat label="Waitlist" value={totals.waitlisted} />
      <Stat label="Checked in" value={totals.checkedIn} hint="Walk-ins included" />
      <Stat label="Walk-ins" value={totals.walkIns} />
      <Stat
        label="Check-in rate"
        value={formatRate(totals.checkInRate)}
        hint={`${totals.confirmedCheckedIn} of ${totals.confirmed} confirmed`}
      />
    </SimpleGrid>
  );
}
