import { Code } from '@mantine/core';
import type { Link } from '@cp/contracts/links';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteLink } from '../api/delete-link';
import { notify } from '../../../lib/notify';

interface DeleteLinkModalProps {
  /** The link to delete; the dialog is open while one is set. */
  link: Link | null;
  shortUrl: string;
  onClose: () => void;
}

/** spec section 2.2: deleting a link asks for confirmation in a dialog. */
export function DeleteLinkModal({ link, shortUrl, onClose }: DeleteLinkModalProps) {
  const remove = useDeleteLink();

  const confirm = () => {
    if (!link) return;
    remove.mutate(link.slug, {
      onSuccess: () => {
        notify({ color: 'green', title: 'Link deleted', message: `${shortUrl} no longer redirects.` });
        onClose();
      },
      onError: (error) => {
        notify({
          color: 'red',
          title: 'Error deleting link',
          message: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <ConfirmDeleteModal
      opened={link !== null}
      title="Delete link"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Are you sure you want to delete <Code>{shortUrl}</Code>? It will stop redirecting at once. This cannot be undone.
    </ConfirmDeleteModal>
  );
}
