import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Notice } from '../../components';
import { ConfirmDialog } from '../../dialog';
import { withdrawRsvp } from './rsvp-calls';

interface WithdrawRsvpProps {
  rsvpKey: string;
  title: string;
  waitlisted: boolean;
  onWithdrawn: () => void;
}

/** "Withdraw", then a confirmation: a confirmed person's place goes to the first on the waitlist. */
export function WithdrawRsvp({ rsvpKey, title, waitlisted, onWithdrawn }: WithdrawRsvpProps) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setOpened(false);
    setError(null);
  };
  const confirm = () => {
    setPending(true);
    setError(null);
    withdrawRsvp(rsvpKey).then(
      () => {
        setPending(false);
        setOpened(false);
        onWithdrawn();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
      },
    );
  };
  return (
    <div className="cp-rsvp-actions">
      <button type="button" className="cp-button cp-button--danger-outline" onClick={() => setOpened(true)}>
        Withdraw
      </button>
      {opened && (
        <ConfirmDialog
          title="Withdraw your RSVP?"
          confirmLabel="Confirm"
          pending={pending}
          destructive
          onConfirm={confirm}
          onClose={close}
        >
          <p>
            {waitlisted
              ? `You will leave the waitlist for ${title}.`
              : `You will give up your place at ${title}; the first on the waitlist, if any, gets it.`}
          </p>
          {error !== null && (
            <Notice tone="error" title="Could not withdraw">
              {errorMessage(error, 'Please try again or contact support.')}
            </Notice>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
