import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { RsvpSummary } from '@cp/contracts/rsvp';
import { startSignIn, useAuth } from '../../../lib/auth';
import { useMyRsvpsQuery } from '../api/list-my-rsvps';
import { useRsvpProfileQuery } from '../api/get-rsvp-profile';
import { useRsvpToEvent } from '../api/rsvp-to-event';
import { hasRoom, rsvpButtonText, toRsvpHere } from '../format';
import { MyRsvpStatus } from './my-rsvp-status';
import { ProfileRequired, RsvpError } from './rsvp-error';
import { WithdrawRsvpButton } from './withdraw-rsvp-button';

interface RsvpActionProps {
  rsvpKey: string;
  title: string;
  summary: RsvpSummary;
}

/** Signed out, the RSVP button signs in first and comes back here, to the RSVP button. */
function SignInToRsvp({ label }: { label: string }) {
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const signIn = () => {
    setLeaving(true);
    startSignIn(`${location.pathname}${location.search}${toRsvpHere}`).catch(() => setLeaving(false));
  };
  return (
    <Group gap="sm">
      <Button onClick={signIn} loading={leaving}>
        {label}
      </Button>
      <Text size="sm" c="dimmed">
        You will sign in with your university account first.
      </Text>
    </Group>
  );
}

/** The member's RSVP for this gathering and what they can do about it: RSVP, or see and withdraw it. */
export function RsvpAction({ rsvpKey, title, summary }: RsvpActionProps) {
  const signedIn = useAuth().state !== 'loggedOut';
  const mine = useMyRsvpsQuery(signedIn);
  const rsvp = useRsvpToEvent();
  const profile = useRsvpProfileQuery(signedIn);
  // Without an RSVP profile the RSVP is refused (400): say so at the click, without asking (issue 43).
  const [askedWithoutProfile, setAskedWithoutProfile] = useState(false);
  const canRsvp = summary.open && hasRoom(summary);
  // The button pressed goes away with the state it changed: focus follows to the new state (the
  // member's RSVP, or the RSVP button again), not to the page's body.
  const focusNext = useRef<'status' | 'button' | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Back from signing in or from the RSVP profile (the address ends in '#rsvp'): once the button or
  // the member's RSVP is shown, it has the focus, so Enter RSVPs (issue 43's keyboard flow).
  const location = useLocation();
  const arrivedToRsvp = useRef<string | null>(null);
  useEffect(() => {
    const arrival = location.hash === toRsvpHere && arrivedToRsvp.current !== location.key;
    if (arrival && (button.current ?? status.current)) {
      arrivedToRsvp.current = location.key;
      (button.current ?? status.current)?.focus();
      return;
    }
    const target =
      focusNext.current === 'status' ? status.current : focusNext.current === 'button' ? button.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  if (!signedIn) return canRsvp ? <SignInToRsvp label={rsvpButtonText(summary)} /> : null;
  if (mine.isPending) return <Skeleton height={36} width={200} role="status" aria-label="Loading your RSVP" />;

  const own = mine.data?.find((item) => item.eventId.toLowerCase() === rsvpKey.toLowerCase());
  // Just answered, before the list of the member's RSVPs has been read again.
  const current = own ?? (rsvp.data && { ...rsvp.data, checkedIn: false });
  if (current) {
    return (
      <Stack gap="sm">
        <MyRsvpStatus rsvp={current} ref={status} />
        {!current.checkedIn && (
          <Group>
            <WithdrawRsvpButton
              rsvpKey={rsvpKey}
              title={title}
              waitlisted={current.status === 'waitlisted'}
              onWithdrawn={() => {
                focusNext.current = 'button';
                rsvp.reset();
              }}
            />
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {rsvp.isError && <RsvpError error={rsvp.error} />}
      {askedWithoutProfile && <ProfileRequired />}
      {canRsvp && (
        <Group>
          <Button
            ref={button}
            onClick={() => {
              if (profile.data === null) return setAskedWithoutProfile(true);
              focusNext.current = 'status';
              rsvp.mutate(rsvpKey);
            }}
            loading={rsvp.isPending}
          >
            {rsvpButtonText(summary)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
