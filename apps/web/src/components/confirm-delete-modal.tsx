import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What will be deleted and what follows from it. */
  children: ReactNode;
  pending: boolean;
  /** The red button's word: what happens (Delete, Remove, Deactivate). */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation dialog before anything is destroyed: Cancel, or the red button that does it. */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  pending,
  confirmLabel = 'Delete',
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
