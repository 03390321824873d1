import type { EventResponse } from '@cp/contracts/events';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteEvent } from '../api/delete-event';
import { notify } from '../../../lib/notify';

interface DeleteEventModalProps {
  /** The event to delete; the dialog is open while one is set. */
  event: EventResponse | null;
  onClose: () => void;
}

/** spec section 2.2: deleting asks for confirmation in a dialog. */
export function DeleteEventModal({ event, onClose }: DeleteEventModalProps) {
  const remove = useDeleteEvent();

  const confirm = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        notify({ color: 'green', title: 'Event deleted', message: `"${event.title}" was deleted.` });
        onClose();
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
      onClose={onClose}
    >
      Are you sure you want to delete <strong>{event?.title}</strong>? This cannot be undone.
    </ConfirmDeleteModal>
  );
}
