import { Button, Group, List, Modal, Text } from '@mantine/core';
import type { PaymentLink } from '@cp/contracts/payment-links';

interface Props {
  links: PaymentLink[];
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirmation before deactivating: a deactivated link can no longer be paid, and cannot be turned back on. */
export function DeactivateLinksModal({ links, opened, pending, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Deactivate payment links" centered>
      <Text>These links will stop accepting payments at once. This cannot be undone.</Text>
      <List mt="sm" size="sm">
        {links.map((link) => (
          <List.Item key={link.id}>{link.invoiceId}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Deactivate
        </Button>
      </Group>
    </Modal>
  );
}
