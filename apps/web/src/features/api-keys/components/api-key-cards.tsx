import { Button, Card, Checkbox, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { emptyText, type ApiKeysViewProps } from './api-keys-view-props';
import { displayKeyId, formatExpiry, formatLocal, ownerLabel } from './key-format';

/** The key list at phone width: one card per key, so nothing scrolls sideways. */
export function ApiKeyCards({ keys, selected, onToggle, onView, me }: ApiKeysViewProps) {
  if (keys === undefined) {
    return (
      <Stack gap="sm" role="status" aria-label="API keys" aria-busy>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} height={120} radius="md" data-testid="api-key-skeleton-row" />
        ))}
      </Stack>
    );
  }
  if (keys.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label="API keys" p={0} m={0} style={{ listStyle: 'none' }}>
      {keys.map((key) => (
        <Card key={key.keyId} component="li" withBorder padding="sm" radius="md">
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
          <Button
            mt="sm"
            size="xs"
            variant="light"
            onClick={() => onView(key)}
            aria-label={`View details of ${displayKeyId(key.keyId)}`}
          >
            View Details
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
