import { useEffect, useRef, useState } from 'react';
import type { RsvpSummary } from '@cp/contracts/rsvp';
import { hasRoom, rsvpButtonText, toRsvpHere } from '../../../features/rsvp/format';
import { Notice, Skeleton } from '../../components';
import { usePageHash } from '../../page-context';
import { useLoad } from '../../use-load';
import { myRsvpsCall, rsvpProfileCall, rsvpTo } from './rsvp-calls';
import { MyRsvpStatus, ProfileRequired, RsvpError, type RsvpStatus } from './rsvp-status';
import { WithdrawRsvp } from './withdraw-rsvp';

interface RsvpActionProps {
  rsvpKey: string;
  title: string;
  summary: RsvpSummary;
  /** The gathering's places changed (an RSVP or a withdrawal): read its summary again. */
  onChanged: () => void;
}

/**
 * The signed-in person's RSVP for this gathering and what they can do about it: RSVP, or see and
 * withdraw it (decision 0065: the portal shows this page to them in its frame).
 */
export function RsvpAction({ rsvpKey, title, summary, onChanged }: RsvpActionProps) {
  const mine = useLoad(myRsvpsCall.key, myRsvpsCall.load);
  const profile = useLoad(rsvpProfileCall.key, rsvpProfileCall.load);
  // What the server answered here since the list was read: the new RSVP, or none after a withdrawal.
  const [changed, setChanged] = useState<{ rsvp: RsvpStatus | null } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Without an RSVP profile the RSVP is refused (400): say so at the click, without asking (issue 43).
  const [askedWithoutProfile, setAskedWithoutProfile] = useState(false);
  // The button pressed goes away with the state it changed: focus follows to the new state (the
  // person's RSVP, or the RSVP button again), not to the page's body.
  const focusNext = useRef<'status' | 'button' | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Back from signing in or from the RSVP profile (the address ends in '#rsvp'): once the button or
  // the RSVP is shown, it has the focus, so Enter RSVPs (issue 43's keyboard flow).
  const arrived = usePageHash() === toRsvpHere;
  const focusedOnArrival = useRef(false);
  useEffect(() => {
    const shown = button.current ?? status.current;
    if (arrived && !focusedOnArrival.current && shown) {
      focusedOnArrival.current = true;
      shown.focus();
      return;
    }
    const target =
      focusNext.current === 'status' ? status.current : focusNext.current === 'button' ? button.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  if (mine.status === 'pending') return <Skeleton label="Loading your RSVP" lines={1} />;
  const listed = mine.data?.find((item) => item.eventId.toLowerCase() === rsvpKey.toLowerCase());
  const current = changed ? changed.rsvp : listed;
  const canRsvp = summary.open && hasRoom(summary);

  const send = () => {
    if (profile.data?.profile === null) return setAskedWithoutProfile(true);
    setSending(true);
    setError(null);
    rsvpTo(rsvpKey).then(
      (answer) => {
        setSending(false);
        focusNext.current = 'status';
        setChanged({ rsvp: { ...answer, checkedIn: false } });
        onChanged();
      },
      (failure: unknown) => {
        setSending(false);
        setError(failure);
      },
    );
  };

  if (current) {
    return (
      <div className="cp-rsvp-mine">
        <MyRsvpStatus rsvp={current} ref={status} />
        {!current.checkedIn && (
          <WithdrawRsvp
            rsvpKey={rsvpKey}
            title={title}
            waitlisted={current.status === 'waitlisted'}
            onWithdrawn={() => {
              focusNext.current = 'button';
              setChanged({ rsvp: null });
              onChanged();
            }}
          />
        )}
      </div>
    );
  }
  return (
    <div className="cp-rsvp-mine">
      {changed && (
        <Notice tone="success" title="RSVP withdrawn">
          {`You are no longer on the list for ${title}.`}
        </Notice>
      )}
      {error !== null && <RsvpError error={error} />}
      {askedWithoutProfile && <ProfileRequired />}
      {canRsvp && (
        <div className="cp-rsvp-actions">
          <button
            ref={button}
            type="button"
            className="cp-button"
            onClick={send}
            disabled={sending}
            aria-busy={sending}
          >
            {rsvpButtonText(summary)}
          </button>
        </div>
      )}
    </div>
  );
}
