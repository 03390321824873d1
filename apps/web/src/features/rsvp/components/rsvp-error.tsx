import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { rsvpMessages } from '@cp/contracts/rsvp';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toRsvpHere } from '../format';

const needsProfile = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.message === rsvpMessages.profileRequired;

/** Why an RSVP failed: a missing RSVP profile with the way to make one, otherwise the API's words. */
export function RsvpError({ error }: { error: unknown }) {
  if (needsProfile(error)) return <ProfileRequired />;
  return (
    <Alert color="red" title="Could not RSVP" role="alert">
      {errorMessage(error, 'Please try again or contact support.')}
    </Alert>
  );
}

/**
 * An RSVP needs the member's RSVP profile: the way to make it, and back here to the RSVP button.
 * Shown after the RSVP button was pressed, the link takes the focus: it is what to do next.
 */
export function ProfileRequired() {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}${toRsvpHere}`);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <Alert color="yellow" title={rsvpMessages.profileRequired} role="alert">
      <Text size="sm">
        An RSVP needs your RSVP profile: a few questions, asked once.{' '}
        <Anchor
          component={Link}
          ref={link}
          to={`${paths.profile}?returnTo=${back}#rsvp-profile`}
          size="sm"
          fw={600}
          // The alert's own text colour, underlined: the link blue on the dark yellow alert read 3.6:1.
          c="inherit"
          underline="always"
        >
          Make your RSVP profile
        </Anchor>
        , then come back here to RSVP.
      </Text>
    </Alert>
  );
}
