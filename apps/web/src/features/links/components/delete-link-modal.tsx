import { Button, Code, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Link } from '@cp/contracts/links';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteLink } from '../api/delete-link';

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
        notifications.show({ color: 'green', title: 'Link deleted', message: `${shortUrl} no longer redirects.` });
        onClose();
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Error deleting link',
          message: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  return (
    <Modal opened={link !== null} onClose={onClose} title="Delete link" centered>
      <Text>
        Are you sure you want to delete <Code>{shortUrl}</Code>? It will stop redirecting at once. This cannot be
        undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
