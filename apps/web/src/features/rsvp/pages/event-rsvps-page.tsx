import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { parseRsvpKey } from '@cp/contracts/rsvp';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { eventCheckInPath, publicEventPath } from '../../../lib/paths';
import { formatWallClock, portalTimeZone } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { publicEventQueryOptions } from '../api/get-public-event';
import { useAttendeesQuery } from '../api/list-attendees';
import { AttendeesSection } from '../components/attendees-section';
import { RsvpCharts } from '../components/rsvp-charts';
import { RsvpStats } from '../components/rsvp-stats';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Issue 24: who RSVP'd to an event (or one occurrence), who came, and what the chapter learns from it. */
export default function EventRsvpsPage() {
  const key = useParams().eventId ?? '';
  const parsed = parseRsvpKey(key);
  const event = useQuery({ ...publicEventQueryOptions(parsed?.eventId ?? ''), enabled: parsed !== null });
  const attendees = useAttendeesQuery(key, parsed !== null);
  const title = event.data
    ? `RSVPs: ${event.data.title}${parsed?.occurrence ? `, ${formatWallClock(parsed.occurrence)}` : ''}`
    : 'RSVPs';
  usePageTitle(title);
  // The global error page turns this into the not-found page.
  if (!parsed || isNotFound(event.error) || isNotFound(attendees.error)) throw new Error('404');
  // A series takes RSVPs per occurrence (decision 0019): its own key has no attendees.
  const series = Boolean(event.data?.repeats) && !parsed.occurrence;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            Times are in the chapter&apos;s time zone, {portalTimeZone}.
          </Text>
        </Stack>
        <Group gap="sm">
          {!series && (
            <Button component={Link} to={eventCheckInPath(key)} variant="light">
              Check-in
            </Button>
          )}
          <Button component={Link} to={publicEventPath(key)} variant="default">
            Public page
          </Button>
        </Group>
      </Group>
      {series && (
        <Alert color="blue" title="A repeating event">
          Each occurrence has its own RSVPs and check-in. Open an occurrence from the{' '}
          <Anchor component={Link} to={publicEventPath(key)}>
            public page
          </Anchor>
          .
        </Alert>
      )}
      {attendees.isError && (
        <Alert color="red" title="Could not load the attendees" role="alert">
          {errorMessage(attendees.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {attendees.isPending && <Skeleton height={72} role="status" aria-label="Loading the RSVP totals" />}
      {attendees.data && <RsvpStats attendees={attendees.data} />}
      {!attendees.isError && <AttendeesSection rsvpKey={key} attendees={attendees.data} filename={`rsvps-${key}`} />}
      {attendees.data && (
        <Stack gap="sm" component="section" aria-labelledby="analytics-title">
          <Title order={2} size="h3" id="analytics-title">
            Analytics
          </Title>
          {attendees.data.length === 0 ? (
            <Text c="dimmed">Nobody has RSVP’d yet: the charts appear with the first RSVP.</Text>
          ) : (
            <RsvpCharts attendees={attendees.data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
