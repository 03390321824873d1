import { useEffect, useRef, type Ref } from 'react';
import { rsvpStateText, type MyRsvp } from '@cp/contracts/rsvp';
import { rsvpMessages } from '@cp/contracts/rsvp-messages';
import { toRsvpHere } from '../../../features/rsvp/format';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { Notice } from '../../components';
import { usePagePath } from '../../page-context';

export type RsvpStatus = Pick<MyRsvp, 'status' | 'waitlistPosition' | 'checkedIn'>;

/**
 * The person's own RSVP for this gathering, in words they can act on; named by its title and
 * focusable, to take the focus just after an RSVP (the button pressed is gone).
 */
export function MyRsvpStatus({ rsvp, ref }: { rsvp: RsvpStatus; ref?: Ref<HTMLDivElement> }) {
  const title = `Your RSVP: ${rsvpStateText({ ...rsvp, place: rsvp.waitlistPosition })}`;
  const tone = rsvp.status === 'waitlisted' && !rsvp.checkedIn ? 'info' : 'success';
  return (
    <div className={`cp-notice cp-notice--${tone}`} role="status" aria-label={title} ref={ref} tabIndex={-1}>
      <strong>{title}</strong>
      <div>
        {rsvp.checkedIn ? (
          'You were checked in. Thanks for coming!'
        ) : rsvp.status === 'waitlisted' ? (
          'If a place opens up, it is yours and we will email you.'
        ) : (
          <>
            Show your personal check-in code at the door: it is on{' '}
            <a className="cp-notice-link" href={paths.profile}>
              your profile
            </a>
            .
          </>
        )}
      </div>
    </div>
  );
}

const needsProfile = (error: unknown) =>
  isApiError(error) && error.status === 400 && error.message === rsvpMessages.profileRequired;

/** Why an RSVP failed: a missing RSVP profile with the way to make one, otherwise the API's words. */
export function RsvpError({ error }: { error: unknown }) {
  if (needsProfile(error)) return <ProfileRequired />;
  return (
    <Notice tone="error" title="Could not RSVP">
      {errorMessage(error, 'Please try again or contact support.')}
    </Notice>
  );
}

/**
 * An RSVP needs the person's RSVP profile: the way to make it, and back here to the RSVP button.
 * Shown after the RSVP button was pressed, the link takes the focus: it is what to do next.
 */
export function ProfileRequired() {
  const back = encodeURIComponent(`${usePagePath()}${toRsvpHere}`);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    // Announced at once (an alert, as the refusal it stands for), where a warning Notice is polite.
    <div className="cp-notice cp-notice--warn" role="alert">
      <strong>{rsvpMessages.profileRequired}</strong>
      <div>
        An RSVP needs your RSVP profile: a few questions, asked once.{' '}
        <a className="cp-notice-link" ref={link} href={`${paths.profile}?returnTo=${back}#rsvp-profile`}>
          Make your RSVP profile
        </a>
        , then come back here to RSVP.
      </div>
    </div>
  );
}
