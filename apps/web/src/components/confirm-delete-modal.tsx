import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { ConfirmModal } from './confirm-modal';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** One sentence: what will be deleted and what follows from it. */
  children: ReactNode;
  pending: boolean;
  /** The red button's word: what happens (Delete, Remove, Deactivate). */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: boolean;
}

/** ConfirmModal before anything is destroyed: a sentence, Cancel, or the red button that does it. */
export function ConfirmDeleteModal({ children, confirmLabel = 'Delete', ...modal }: ConfirmDeleteModalProps) {
  return (
    <ConfirmModal {...modal} confirmLabel={confirmLabel} destructive>
      <Text>{children}</Text>
    </ConfirmModal>
  );
}
