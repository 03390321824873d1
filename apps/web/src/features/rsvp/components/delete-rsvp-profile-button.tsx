import { useState } from 'react';
import { Button } from '@mantine/core';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteRsvpProfile } from '../api/delete-rsvp-profile';

/**
 * Deletes the member's RSVP profile after a confirmation; RSVPs already made keep their copy.
 * This button goes with the profile: focus then goes to the section's heading (`headingId`).
 */
export function DeleteRsvpProfileButton({ headingId }: { headingId: string }) {
  const [opened, setOpened] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const remove = useDeleteRsvpProfile();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setDeleted(true);
        setOpened(false);
        document.getElementById(headingId)?.focus();
        notify({ color: 'green', title: 'RSVP profile deleted', message: 'You can make a new one at any time.' });
      },
      onError: (error) =>
        notify({ color: 'red', title: 'Failed to delete RSVP profile', message: errorMessage(error, 'Try again.') }),
    });
  return (
    <>
      <Button variant="subtle" color="red" c="var(--cp-danger-text)" onClick={() => setOpened(true)}>
        Delete RSVP profile
      </Button>
      <ConfirmDeleteModal
        opened={opened}
        title="Delete your RSVP profile?"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => {
          setDeleted(false);
          setOpened(false);
        }}
        returnFocus={!deleted}
      >
        You will need to make it again before your next RSVP. RSVPs you have already made keep what they recorded.
      </ConfirmDeleteModal>
    </>
  );
}
