import { Button, Code, Group, List, Modal, Text } from '@mantine/core';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import { displayKeyId } from './key-format';

/** 'Confirm Deletion': lists the keys and warns they stop working at once. */
export function ConfirmDeleteKeysModal({
  keys,
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  keys: ApiKeySummary[];
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm Deletion" centered>
      <Text>Are you sure you want to delete the following API key(s)?</Text>
      <List my="sm" spacing={4}>
        {keys.map((key) => (
          <List.Item key={key.keyId}>
            <Code>{displayKeyId(key.keyId)}</Code> ({key.description})
          </List.Item>
        ))}
      </List>
      <Text c="red" size="sm">
        These keys will be deactivated immediately, and any requests using them will fail.
      </Text>
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
