import { Link } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { rsvpStateText, type MyRsvp } from '@cp/contracts/rsvp';
import { paths } from '../../../lib/paths';

type Status = Pick<MyRsvp, 'status' | 'waitlistPosition' | 'checkedIn'>;

/** The member's own RSVP for this gathering, in words they can act on. */
export function MyRsvpStatus({ rsvp }: { rsvp: Status }) {
  if (rsvp.checkedIn) {
    return (
      <Alert
        color="green"
        title={`Your RSVP: ${rsvpStateText({ ...rsvp, place: rsvp.waitlistPosition })}`}
        role="status"
      >
        You were checked in. Thanks for coming!
      </Alert>
    );
  }
  if (rsvp.status === 'waitlisted') {
    return (
      <Alert
        color="blue"
        title={`Your RSVP: ${rsvpStateText({ ...rsvp, place: rsvp.waitlistPosition })}`}
        role="status"
      >
        If a place opens up, it is yours and we will email you.
      </Alert>
    );
  }
  return (
    <Alert color="green" title={`Your RSVP: ${rsvpStateText(rsvp)}`} role="status">
      <Text size="sm">
        Show your personal check-in code at the door: it is on{' '}
        <Anchor component={Link} to={paths.profile} size="sm">
          your profile
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
