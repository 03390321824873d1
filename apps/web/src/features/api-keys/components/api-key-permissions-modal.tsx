import { Badge, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import { displayKeyId, formatExpiry, formatLocal, ownerLabel } from './key-format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** 'API Key Permissions': read-only details of one key, its policy restrictions as JSON. */
export function ApiKeyPermissionsModal({
  apiKey,
  me,
  onClose,
}: {
  apiKey: ApiKeySummary | null;
  me: string | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="API Key Permissions" centered size="lg">
      {apiKey && (
        <Stack gap="sm">
          <Field label="Key ID">
            <Code>{displayKeyId(apiKey.keyId)}</Code>
          </Field>
          <Field label="Description">
            <Text style={{ overflowWrap: 'anywhere' }}>{apiKey.description}</Text>
          </Field>
          <Field label="Roles">
            <Group gap={6}>
              {apiKey.roles.map((role) => (
                <Badge key={role} variant="light">
                  {role}
                </Badge>
              ))}
            </Group>
          </Field>
          <Field label="Created">
            <Text>{formatLocal(apiKey.createdAt)}</Text>
          </Field>
          <Field label="Expires">
            <Text>{formatExpiry(apiKey.expiresAt)}</Text>
          </Field>
          <Field label="Owner">
            <Text>{ownerLabel(apiKey.owner, me)}</Text>
          </Field>
          <Field label="Last Used">
            <Text>{apiKey.lastUsedAt === undefined ? 'Never' : formatLocal(apiKey.lastUsedAt)}</Text>
          </Field>
          {apiKey.restrictions && (
            <Field label="Policy Restrictions">
              <Code block aria-label="Policy restrictions">
                {JSON.stringify(apiKey.restrictions, null, 2)}
              </Code>
            </Field>
          )}
        </Stack>
      )}
    </Modal>
  );
}
