import { rsvpStateWords, type RsvpAttendee } from '@cp/contracts/rsvp';
import { StatTiles } from '../../../components/stat-tiles';
import { formatRate, rsvpTotals } from '../rsvp-analytics';

/** The event's numbers at a glance: confirmed, waitlist, checked in, walk-ins and the check-in rate. */
export function RsvpStats({ attendees }: { attendees: RsvpAttendee[] }) {
  const totals = rsvpTotals(attendees);
  return (
    <StatTiles
      label="RSVP totals"
      cols={{ base: 2, sm: 3, md: 5 }}
      tiles={[
        { label: rsvpStateWords.going, value: totals.confirmed },
        { label: rsvpStateWords.waitlist, value: totals.waitlisted },
        { label: 'Checked in', value: totals.checkedIn, hint: 'Walk-ins included' },
        { label: 'Walk-ins', value: totals.walkIns },
        {
          label: 'Check-in rate',
          value: formatRate(totals.checkInRate),
          hint: `${totals.confirmedCheckedIn} of ${totals.confirmed} going`,
        },
      ]}
    />
  );
}
