import { Code, List, Text } from '@mantine/core';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import { ConfirmModal } from '../../../components/confirm-modal';
import { displayKeyId } from './key-format';

/** 'Confirm Deletion': lists the keys and warns they stop working at once. */
export function ConfirmDeleteKeysModal({
  keys,
  ...modal
}: {
  keys: ApiKeySummary[];
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmModal {...modal} title="Confirm Deletion" confirmLabel="Delete" destructive>
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
    </ConfirmModal>
  );
}
