import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { countOf } from '../../../lib/plural';
import { useVerifyChain } from '../api/verify-chain';

/**
 * The audit chain's verification, where the home's "The audit chain's last verification" card
 * sends an officer (`?verify=chain`, which brings the button into focus): verify it now and read
 * the outcome, announced to a screen reader.
 */
export function ChainVerification({ fromHome }: { fromHome: boolean }) {
  const verify = useVerifyChain();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (fromHome) button.current?.focus();
  }, [fromHome]);
  const report = verify.data;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="chain-verification">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Title order={2} size="h4" id="chain-verification">
              Audit chain
            </Title>
            <Text size="sm" c="dimmed">
              Each entry is chained to the one before it: verifying finds any entry changed or removed.
            </Text>
          </Stack>
          <Button ref={button} onClick={() => verify.mutate()} loading={verify.isPending}>
            Verify the chain now
          </Button>
        </Group>
        <div role="status">
          {report &&
            (report.intact ? (
              <Alert color="green" title="The audit chain is intact">
                {countOf(report.entries, 'entry', 'entries')} verified. {report.message}
              </Alert>
            ) : (
              <Alert color="red" title="The audit chain is broken">
                {report.message}
                {report.brokenAt &&
                  ` First broken entry: position ${report.brokenAt.position} (${report.brokenAt.reason}).`}
              </Alert>
            ))}
          {verify.isError && (
            <Alert color="red" title="Could not verify the audit chain">
              {errorMessage(verify.error, 'Please try again.')}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
