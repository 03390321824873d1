import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRemoveAttendee } from '../api/remove-attendee';
import { attendeeKind, attendeeName } from '../attendee-list';

interface RemoveAttendeeModalProps {
  rsvpKey: string;
  /** The attendee to remove; null keeps the dialog closed. */
  attendee: RsvpAttendee | null;
  onClose: () => void;
}

/** Asks before an attendee's RSVP is removed; a confirmed place goes to the first on the waitlist. */
export function RemoveAttendeeModal({ rsvpKey, attendee, onClose }: RemoveAttendeeModalProps) {
  const remove = useRemoveAttendee();
  const confirm = () => {
    if (!attendee) return;
    remove.mutate(
      { rsvpKey, email: attendee.userId },
      {
        onSuccess: () => {
          notify({ color: 'green', title: 'RSVP removed', message: attendee.userId });
          onClose();
        },
        onError: (error) =>
          notify({
            color: 'red',
            title: 'The RSVP was not removed',
            message: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  };
  const freesPlace = attendee !== null && attendeeKind(attendee) === 'confirmed';
  const name = attendee && attendeeName(attendee);
  const who = attendee && (name === attendee.userId ? name : `${name} (${attendee.userId})`);
  return (
    <ConfirmDeleteModal
      opened={attendee !== null}
      title="Remove RSVP"
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {attendee &&
        `Remove the RSVP of ${who}?` +
          (freesPlace ? ' The first person on the waitlist, if any, takes the place and is emailed.' : '')}
    </ConfirmDeleteModal>
  );
}
