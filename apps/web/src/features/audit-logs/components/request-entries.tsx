import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useRequestLogsQuery } from '../api/list-request-logs';
import { LogEntries } from './log-entries';

/** Every entry one request wrote, across modules (where a request id links to). */
export function RequestEntries({ requestId, utc, onBack }: { requestId: string; utc: boolean; onBack: () => void }) {
  const entries = useRequestLogsQuery(requestId);
  return (
    <Stack gap="sm">
      <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
        Back to the log search
      </Anchor>
      <Title order={2} size="h3">
        Entries of request{' '}
        <Text span inherit ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {requestId}
        </Text>
      </Title>
      {entries.isError ? (
        <Alert color="red" title="Error fetching logs" role="alert">
          {errorMessage(entries.error, 'Please try again or contact support.')}
        </Alert>
      ) : (
        <LogEntries
          label={`Entries of request ${requestId}`}
          entries={entries.data}
          utc={utc}
          emptyText="No entries for this request."
          showModule
        />
      )}
    </Stack>
  );
}
