import { useState } from 'react';
import { hasRoom, placesText, rsvpButtonText, toRsvpHere, windowText } from '../../../features/rsvp/format';
import { errorMessage } from '../../../lib/api-client';
import { startSignIn } from '../../../lib/auth/sign-in';
import { Notice, Skeleton } from '../../components';
import { useLoad } from '../../use-load';
import { summaryCall } from './event-calls';

/**
 * A visitor has no session: the RSVP button signs them in first and brings them back here, to the
 * RSVP button (`toRsvpHere`). Its words are the signed-in button's: 'Join the waitlist' when full.
 */
function SignInToRsvp({ label }: { label: string }) {
  const [leaving, setLeaving] = useState(false);
  const signIn = () => {
    setLeaving(true);
    startSignIn(`${window.location.pathname}${window.location.search}${toRsvpHere}`).catch(() => setLeaving(false));
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

/** Whether RSVPs are open and how full the gathering is, as the portal shows them to a visitor. */
export function RsvpPanel({ rsvpKey }: { rsvpKey: string }) {
  const call = summaryCall(rsvpKey);
  const summary = useLoad(call.key, call.load);
  const data = summary.data;
  return (
    <section className="cp-panel" aria-labelledby="rsvp-heading">
      <div className="cp-rsvp-heading">
        <h2 id="rsvp-heading">RSVP</h2>
        {data?.configured && (
          <span className={`cp-rsvp-state cp-rsvp-state--${data.open ? 'open' : 'closed'}`}>
            {data.open ? 'Open' : 'Closed'}
          </span>
        )}
      </div>
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
          {data.open && hasRoom(data) && <SignInToRsvp label={rsvpButtonText(data)} />}
        </>
      )}
    </section>
  );
}
