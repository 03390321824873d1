import type { ReactNode } from 'react';
import { Button, Group, Modal, type MantineSpacing } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What is about to happen: the text, lists and warnings above the buttons. */
  children: ReactNode;
  pending: boolean;
  /** The confirm button's words: what happens (Delete, Confirm and Save). */
  confirmLabel: string;
  /** A red confirm button, for actions that destroy or cannot be undone. */
  destructive?: boolean;
  /** Space between the details and the buttons. */
  buttonsGap?: MantineSpacing;
  onConfirm: () => void;
  onClose: () => void;
  /** False once what opened the dialog is gone (deleted): the caller then puts focus where it belongs. */
  returnFocus?: boolean;
}

/** The one confirmation dialog: the details, then Cancel and the button that does it. */
export function ConfirmModal({
  opened,
  title,
  children,
  pending,
  confirmLabel,
  destructive = false,
  buttonsGap = 'lg',
  onConfirm,
  onClose,
  returnFocus = true,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered returnFocus={returnFocus}>
      {children}
      <Group justify="flex-end" mt={buttonsGap}>
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
