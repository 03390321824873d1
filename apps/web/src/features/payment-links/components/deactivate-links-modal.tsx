import { List, Text } from '@mantine/core';
import type { PaymentLink } from '@cp/contracts/payment-links';
import { ConfirmModal } from '../../../components/confirm-modal';

interface Props {
  links: PaymentLink[];
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirmation before deactivating: a deactivated link can no longer be paid, and cannot be turned back on. */
export function DeactivateLinksModal({ links, ...modal }: Props) {
  return (
    <ConfirmModal {...modal} title="Deactivate payment links" confirmLabel="Deactivate" destructive>
      <Text>These links will stop accepting payments at once. This cannot be undone.</Text>
      <List mt="sm" size="sm">
        {links.map((link) => (
          <List.Item key={link.id}>{link.invoiceId}</List.Item>
        ))}
      </List>
    </ConfirmModal>
  );
}
