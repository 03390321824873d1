import { useState } from 'react';
import type { EventResponse } from '@cp/contracts/events';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteEvent } from '../api/delete-event';
import { notify } from '../../../lib/notify';

interface DeleteEventModalProps {
  /** The event to delete; the dialog is open while one is set. */
  event: EventResponse | null;
  onClose: () => void;
  /** After the deletion: its Delete button is gone with its row, so the page says where focus goes. */
  onDeleted: () => void;
}

/** spec section 2.2: deleting asks for confirmation in a dialog. */
export function DeleteEventModal({ event, onClose, onDeleted }: DeleteEventModalProps) {
  const remove = useDeleteEvent();
  // Read by the dialog as it closes: after a deletion focus is not sent back to the vanished button.
  const [deleted, setDeleted] = useState(false);
  const cancel = () => {
    setDeleted(false);
    onClose();
  };

  const confirm = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        notify({ color: 'green', title: 'Event deleted', message: `"${event.title}" was deleted.` });
        setDeleted(true);
        onClose();
        onDeleted();
      },
      onError: (error) => {
        notify({
          color: 'red',
          title: 'Error deleting event',
          message: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <ConfirmDeleteModal
      opened={event !== null}
      title="Delete event"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={cancel}
      returnFocus={!deleted}
    >
      Are you sure you want to delete <strong>{event?.title}</strong>? This cannot be undone.
    </ConfirmDeleteModal>
  );
}
