import { Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import { DataCards } from '../../../components/data-cards';
import { emptyText, type ApiKeysViewProps } from './api-keys-view-props';
import { displayKeyId, formatExpiry, formatLocal, ownerLabel } from './key-format';
import { ViewKeyButton } from './view-key-button';

/** The key list at phone width: one card per key, so nothing scrolls sideways. */
export function ApiKeyCards({ keys, selected, onToggle, onView, me }: ApiKeysViewProps) {
  return (
    <DataCards
      label="API keys"
      items={keys}
      emptyText={emptyText}
      skeletonHeight={120}
      skeletonTestId="api-key-skeleton-row"
      itemKey={(key) => key.keyId}
      renderCard={(key) => (
        <>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Checkbox
              mt={2}
              aria-label={`Select ${displayKeyId(key.keyId)}`}
              checked={selected.has(key.keyId)}
              onChange={() => onToggle(key.keyId)}
            />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Code>{displayKeyId(key.keyId)}</Code>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {key.description}
              </Text>
              <Text size="sm" c="dimmed">
                Owner: {ownerLabel(key.owner, me)}
              </Text>
              <Text size="sm" c="dimmed">
                Created: {formatLocal(key.createdAt)}
              </Text>
              <Text size="sm" c="dimmed">
                Expires: {formatExpiry(key.expiresAt)}
              </Text>
            </Stack>
          </Group>
          <ViewKeyButton mt="sm" apiKey={key} onView={onView} />
        </>
      )}
    />
  );
}
