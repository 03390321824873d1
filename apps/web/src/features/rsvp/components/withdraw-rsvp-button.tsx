import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useWithdrawRsvp } from '../api/withdraw-rsvp';

interface WithdrawRsvpButtonProps {
  rsvpKey: string;
  title: string;
  waitlisted: boolean;
  onWithdrawn: () => void;
}

/** "Withdraw", then a confirmation: a confirmed member's place goes to the first on the waitlist. */
export function WithdrawRsvpButton({ rsvpKey, title, waitlisted, onWithdrawn }: WithdrawRsvpButtonProps) {
  const [opened, setOpened] = useState(false);
  const withdraw = useWithdrawRsvp();
  const close = () => {
    setOpened(false);
    withdraw.reset();
  };
  const confirm = () =>
    withdraw.mutate(rsvpKey, {
      onSuccess: () => {
        setOpened(false);
        notify({ color: 'green', title: 'RSVP withdrawn', message: `You are no longer on the list for ${title}.` });
        onWithdrawn();
      },
    });
  return (
    <>
      <Button variant="outline" color="red" c="var(--cp-danger-text)" onClick={() => setOpened(true)}>
        Withdraw
      </Button>
      <ConfirmModal
        opened={opened}
        title="Withdraw your RSVP?"
        pending={withdraw.isPending}
        confirmLabel="Confirm"
        destructive
        onConfirm={confirm}
        onClose={close}
      >
        <Stack gap="sm">
          <Text>
            {waitlisted
              ? `You will leave the waitlist for ${title}.`
              : `You will give up your place at ${title}; the first on the waitlist, if any, gets it.`}
          </Text>
          {withdraw.isError && (
            <Alert color="red" title="Could not withdraw" role="alert">
              {errorMessage(withdraw.error, 'Please try again or contact support.')}
            </Alert>
          )}
        </Stack>
      </ConfirmModal>
    </>
  );
}
