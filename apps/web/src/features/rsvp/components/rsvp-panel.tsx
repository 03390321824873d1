import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useRsvpSummaryQuery } from '../api/get-rsvp-summary';
import { placesText, windowText } from '../format';
import { RsvpAction } from './rsvp-action';

/** Whether RSVPs are open, how full the gathering is, and the member's own RSVP. */
export function RsvpPanel({ rsvpKey, title, over = false }: { rsvpKey: string; title: string; over?: boolean }) {
  const summary = useRsvpSummaryQuery(rsvpKey);
  // A gathering that has ended says so, rather than 'Closed' with places still left (issue 43).
  if (over) {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="rsvp-heading">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="rsvp-heading">
            RSVP
          </Title>
          <Badge color="gray" variant="light">
            Over
          </Badge>
        </Group>
        <Text mt="sm">This event is over.</Text>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="rsvp-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="rsvp-heading">
            RSVP
          </Title>
          {summary.data?.configured && (
            <Badge color={summary.data.open ? 'green' : 'gray'} variant="light">
              {summary.data.open ? 'Open' : 'Closed'}
            </Badge>
          )}
        </Group>
        {summary.isPending && <Skeleton height={60} role="status" aria-label="Loading RSVP details" />}
        {summary.isError && (
          <Alert color="red" title="Failed to load RSVP details" role="alert">
            {errorMessage(summary.error, 'Please try again later.')}
          </Alert>
        )}
        {summary.data && (
          <>
            <Text>{windowText(summary.data, Date.now() / 1000)}</Text>
            {summary.data.configured && (
              <Text fw={600}>
                {placesText(summary.data)}
                {summary.data.waitlisted > 0 && (
                  <Text span c="dimmed" fw={400}>
                    {` · ${summary.data.waitlisted} on the waitlist`}
                  </Text>
                )}
              </Text>
            )}
            <RsvpAction rsvpKey={rsvpKey} title={title} summary={summary.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}
