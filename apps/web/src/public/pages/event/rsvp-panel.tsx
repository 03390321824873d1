import { useState } from 'react';
import { hasRoom, placesText, rsvpButtonText, toRsvpHere, windowText } from '../../../features/rsvp/format';
import { errorMessage } from '../../../lib/api-client';
import { startSignIn } from '../../../lib/auth/sign-in';
import { Notice, Skeleton } from '../../components';
import { usePagePath, useViewer } from '../../page-context';
import { useLoad } from '../../use-load';
import { summaryCall } from './event-calls';
import { RsvpAction } from './rsvp-action';

/**
 * A visitor has no session: the RSVP button signs them in first and brings them back here, to the
 * RSVP button (`toRsvpHere`). Its words are the signed-in button's: 'Join the waitlist' when full.
 */
function SignInToRsvp({ label }: { label: string }) {
  const here = usePagePath();
  const [leaving, setLeaving] = useState(false);
  const signIn = () => {
    setLeaving(true);
    startSignIn(`${here}${toRsvpHere}`).catch(() => setLeaving(false));
  };
  return (
    <div className="cp-rsvp-sign-in">
      <button type="button" className="cp-button" onClick={signIn} disabled={leaving} aria-busy={leaving}>
        {label}
      </button>
      <span className="cp-muted">You will sign in with your university account first.</span>
    </div>
  );
}

function Heading({ state }: { state?: 'open' | 'closed' | 'over' }) {
  const words = { open: 'Open', closed: 'Closed', over: 'Over' };
  return (
    <div className="cp-rsvp-heading">
      <h2 id="rsvp-heading">RSVP</h2>
      {state && <span className={`cp-rsvp-state cp-rsvp-state--${state}`}>{words[state]}</span>}
    </div>
  );
}

interface RsvpPanelProps {
  rsvpKey: string;
  title: string;
  /** The gathering has ended: it says so, rather than 'Closed' with places still left (issue 43). */
  over?: boolean;
}

/**
 * Whether RSVPs are open and how full the gathering is; for a visitor the way to sign in and RSVP,
 * for the signed-in person (in the portal's frame) their own RSVP and what they can do about it.
 */
export function RsvpPanel({ rsvpKey, title, over = false }: RsvpPanelProps) {
  const viewer = useViewer();
  const call = summaryCall(rsvpKey);
  const summary = useLoad(call.key, call.load);
  const data = summary.data;
  if (over) {
    return (
      <section className="cp-panel" aria-labelledby="rsvp-heading">
        <Heading state="over" />
        <p>This event is over.</p>
      </section>
    );
  }
  const canRsvp = data !== undefined && data.open && hasRoom(data);
  return (
    <section className="cp-panel" aria-labelledby="rsvp-heading">
      <Heading state={data?.configured ? (data.open ? 'open' : 'closed') : undefined} />
      {summary.status === 'pending' && <Skeleton label="Loading RSVP details" lines={2} />}
      {summary.status === 'error' && (
        <Notice tone="error" title="Failed to load RSVP details">
          {errorMessage(summary.error, 'Please try again later.')}
        </Notice>
      )}
      {data && (
        <>
          <p>{windowText(data, Date.now() / 1000)}</p>
          {data.configured && (
            <p className="cp-rsvp-places">
              {placesText(data)}
              {data.waitlisted > 0 && <span className="cp-muted">{` · ${data.waitlisted} on the waitlist`}</span>}
            </p>
          )}
          {viewer ? (
            <RsvpAction rsvpKey={rsvpKey} title={title} summary={data} onChanged={summary.reload} />
          ) : (
            canRsvp && <SignInToRsvp label={rsvpButtonText(data)} />
          )}
        </>
      )}
    </section>
  );
}
