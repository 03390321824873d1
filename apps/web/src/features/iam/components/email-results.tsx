import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { iamMessages, type PerEmailResponse } from '@cp/contracts/iam';

interface EmailResultsProps {
  label: string;
  result: PerEmailResponse;
  /** What a success means, per email ("Invited …", "Added …"). */
  describe: (email: string) => string;
  /** Invitations: each failure offers its details in the 'Invitation Error' dialog. */
  withDetails?: boolean;
}

/** The per-email outcome of an invite or a save: successes in one list, each failure on its own. */
export function EmailResults({ label, result, describe, withDetails = false }: EmailResultsProps) {
  const [details, setDetails] = useState<{ email: string; message: string } | null>(null);
  return (
    <Stack gap="xs" aria-label={label} role="region">
      {result.success.length > 0 && (
        <Alert color="green" title={`${result.success.length} succeeded`} role="status">
          <List size="sm">
            {result.success.map(({ email }) => (
              <List.Item key={email}>{describe(email)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result.failure.map((failure) => (
        <Alert key={failure.email} color="red" title={iamMessages.errorWith(failure.email)} role="alert">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
              {failure.message}
            </Text>
            {withDetails && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => setDetails(failure)}
                style={{ flexShrink: 0 }}
                aria-label={`Details for ${failure.email}`}
              >
                Details
              </Button>
            )}
          </Group>
        </Alert>
      ))}
      <Modal opened={details !== null} onClose={() => setDetails(null)} title={iamMessages.invitationError} centered>
        {details && (
          <Stack gap="xs">
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {details.email}
            </Text>
            <Text>{details.message}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setDetails(null)}>Close</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
