import type { ReactNode } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RsvpCheckInRequest, RsvpCheckInResult } from '@cp/contracts/rsvp';
import { formatCheckInTime, resultStatusLabels } from '../check-in-attendees';
import type { CheckInOutcome } from '../check-in-outcome';

interface CheckInResultPanelProps {
  outcome: CheckInOutcome | null;
  /** Changes with every result: the content is replaced, and read out, even when its words are the same. */
  seq: number;
  /** A check-in is under way: the last result fades until the next replaces it. */
  pending: boolean;
  /** Admits the waitlisted person the last result named, as a walk-in, on the officer's word. */
  onAdmitWalkIn: (request: RsvpCheckInRequest) => void;
}

const statusColors = { confirmed: 'green', waitlisted: 'yellow', walkIn: 'blue' } as const;

/** The last check-in's result, in one live region so that a screen reader announces each. */
export function CheckInResultPanel({ outcome, seq, pending, onAdmitWalkIn }: CheckInResultPanelProps) {
  return (
    <Box role="status" aria-live="polite" aria-label="Check-in result" aria-busy={pending}>
      <Box key={seq} style={{ opacity: pending ? 0.5 : 1, transition: 'opacity 150ms' }}>
        {outcome === null && (
          <Text c="dimmed" size="sm">
            Scan a personal QR code, or search for an attendee, to check them in.
          </Text>
        )}
        {outcome?.kind === 'admitted' && <Admitted result={outcome.result} />}
        {outcome?.kind === 'waitlisted' && (
          <Panel color="yellow">
            <Title order={2} size="h3">
              Not checked in
            </Title>
            {outcome.subject && <Text fw={600}>{outcome.subject}</Text>}
            <Text fw={700}>{outcome.message}</Text>
            {/* autoContrast: white on yellow.8 read 2.5:1; the label is dark on it. */}
            <Button
              color="yellow.8"
              autoContrast
              disabled={pending}
              onClick={() => onAdmitWalkIn({ ...outcome.request, admitAsWalkIn: true })}
            >
              Admit as walk-in
            </Button>
          </Panel>
        )}
        {(outcome?.kind === 'already' || outcome?.kind === 'refused') && (
          <Panel color={outcome.kind === 'already' ? 'yellow' : 'red'}>
            <Title order={2} size="h3">
              {outcome.kind === 'already' ? 'Already checked in' : 'Not checked in'}
            </Title>
            {outcome.subject && <Text fw={600}>{outcome.subject}</Text>}
            <Text>{outcome.message}</Text>
          </Panel>
        )}
      </Box>
    </Box>
  );
}

function Admitted({ result }: { result: RsvpCheckInResult }) {
  const name = result.name.trim();
  const restrictions = result.dietaryRestrictions;
  const other = result.dietaryOther.trim();
  return (
    <Panel color="green">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          Checked in
        </Title>
        {result.checkedInAt !== undefined && (
          <Text size="sm" c="dimmed">
            at {formatCheckInTime(result.checkedInAt)}
          </Text>
        )}
      </Group>
      <Box>
        <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
          {name || result.userId}
        </Text>
        {name && <Text style={{ overflowWrap: 'anywhere' }}>{result.userId}</Text>}
      </Box>
      <Badge color={statusColors[result.rsvpStatus]} size="lg" variant="filled">
        {resultStatusLabels[result.rsvpStatus]}
      </Badge>
      {restrictions.length === 0 && !other ? (
        <Text fw={600}>No dietary restrictions</Text>
      ) : (
        <Stack gap={6}>
          <Text fw={700}>Dietary restrictions</Text>
          {restrictions.length > 0 && (
            <Group gap={6}>
              {restrictions.map((r) => (
                <Badge key={r} color="red.9" size="xl" variant="filled">
                  {r}
                </Badge>
              ))}
            </Group>
          )}
          {other && (
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              Other: {other}
            </Text>
          )}
        </Stack>
      )}
    </Panel>
  );
}

function Panel({ color, children }: { color: 'green' | 'yellow' | 'red'; children: ReactNode }) {
  return (
    <Paper
      p="md"
      radius="md"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-filled)` }}
    >
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
