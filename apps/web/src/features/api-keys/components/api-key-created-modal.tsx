import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** 'API Key Created!': the one time the secret is shown, with Copy Key ('Copied!' for 1 second). */
export function ApiKeyCreatedModal({
  opened,
  apiKey,
  onClose,
}: {
  opened: boolean;
  apiKey: string | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="API Key Created!" centered size="lg" closeOnClickOutside={false}>
      {apiKey ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            This is the only time you&apos;ll see this key. Store it securely.
          </Alert>
          <Code block data-testid="created-api-key" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {apiKey}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={apiKey} timeout={1000}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied!' : 'Copy Key'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" role="alert">
            An error occurred and your key cannot be displayed
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
