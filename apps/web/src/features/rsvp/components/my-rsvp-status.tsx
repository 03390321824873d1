import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { rsvpStateText, type MyRsvp } from '@cp/contracts/rsvp';
import { paths } from '../../../lib/paths';

type Status = Pick<MyRsvp, 'status' | 'waitlistPosition' | 'checkedIn'>;

/** The member's own RSVP for this gathering, in words they can act on; focusable, to take focus just after an RSVP. */
export function MyRsvpStatus({ rsvp, ref }: { rsvp: Status; ref?: Ref<HTMLDivElement> }) {
  if (rsvp.checkedIn) {
    return (
      <Alert
        color="green"
        title={`Your RSVP: ${rsvpStateText({ ...rsvp, place: rsvp.waitlistPosition })}`}
        role="status"
        ref={ref}
        tabIndex={-1}
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
        ref={ref}
        tabIndex={-1}
      >
        If a place opens up, it is yours and we will email you.
      </Alert>
    );
  }
  return (
    <Alert color="green" title={`Your RSVP: ${rsvpStateText(rsvp)}`} role="status" ref={ref} tabIndex={-1}>
      <Text size="sm">
        Show your personal check-in code at the door: it is on{' '}
        {/* In the alert's own text colour: the blue link read at 4.4:1 on the dark scheme's green. */}
        <Anchor component={Link} to={paths.profile} size="sm" c="inherit" underline="always">
          your profile
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
