import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What will be deleted and what follows from it. */
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation dialog before anything is destroyed: Cancel, or a red Delete. */
export function ConfirmDeleteModal({ opened, title, children, pending, onConfirm, onClose }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
