import { rsvpManagerRoles } from '@cp/contracts';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useHasAnyRole } from '../../../lib/auth';
import { eventCheckInPath, eventRsvpsPath, publicEventPath } from '../../../lib/paths';
import { publicEventQueryOptions } from '../api/get-public-event';
import { useRsvpConfigQuery } from '../api/get-rsvp-config';
import { configToValues, defaultConfigValues } from '../form-values';
import { RsvpSettingsForm } from './rsvp-settings-form';

/**
 * The links from an event's settings to its attendees, its door and its public page. A repeating
 * event takes RSVPs per occurrence: its public page lists the occurrences, each with its own.
 */
function RsvpLinks({ eventId, repeats }: { eventId: string; repeats: boolean }) {
  return (
    <Stack gap="xs">
      {repeats && (
        <Text size="sm" c="dimmed">
          These settings apply to every occurrence. Each occurrence has its own attendees and check-in: open one from
          the public page.
        </Text>
      )}
      <Group gap="sm">
        {!repeats && (
          <>
            <Button component={Link} to={eventRsvpsPath(eventId)} variant="light" size="xs">
              Attendees and analytics
            </Button>
            <Button component={Link} to={eventCheckInPath(eventId)} variant="light" size="xs">
              Check-in
            </Button>
          </>
        )}
        <Button component={Link} to={publicEventPath(eventId)} variant="subtle" size="xs">
          Public page
        </Button>
      </Group>
    </Stack>
  );
}

/** Issue 24: the "RSVPs" section under the event editor, for those who also hold RSVP_MANAGER. */
export default function RsvpSettingsSection({ eventId }: { eventId: string }) {
  const allowed = useHasAnyRole(rsvpManagerRoles);
  const config = useRsvpConfigQuery(eventId, allowed);
  // The event's start is the default close time; whether it repeats decides the links.
  const event = useQuery({ ...publicEventQueryOptions(eventId), enabled: allowed });
  if (!allowed) return null;

  const waitingForEvent = config.data === null && event.isPending;
  return (
    <Card component="section" withBorder padding="lg" radius="md" aria-labelledby="rsvp-settings-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="rsvp-settings-title">
            RSVPs
          </Title>
          <Text c="dimmed" size="sm">
            {config.data === null
              ? 'Members cannot RSVP to this event until these settings are saved.'
              : 'Members can RSVP between the open and close times below.'}
          </Text>
        </Stack>
        {(config.isPending || waitingForEvent) && (
          <Skeleton height={320} role="status" aria-label="Loading the RSVP settings" />
        )}
        {config.isError && (
          <Alert color="red" title="Could not load the RSVP settings" role="alert">
            {errorMessage(config.error, 'Please try again or contact support.')}
          </Alert>
        )}
        {config.data !== undefined && !waitingForEvent && (
          <RsvpSettingsForm
            eventId={eventId}
            repeats={Boolean(event.data?.repeats)}
            initialValues={config.data ? configToValues(config.data) : defaultConfigValues(event.data)}
          />
        )}
        {!event.isPending && <RsvpLinks eventId={eventId} repeats={Boolean(event.data?.repeats)} />}
      </Stack>
    </Card>
  );
}
