import { useParams } from 'react-router';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { formatRsvpKey, parseRsvpKey } from '@cp/contracts/rsvp';
import NotFoundPage from '../../../components/not-found-page';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { portalNow } from '../../../lib/portal-clock';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicEventQuery } from '../api/get-public-event';
import { EventDetails } from '../components/event-details';
import { ManagerLinks } from '../components/manager-links';
import { OccurrenceLinks } from '../components/occurrence-links';
import { RsvpPanel } from '../components/rsvp-panel';
import { occurrenceOn } from '../event-schedule';

/**
 * /events/{key}: the public page of an event or of one occurrence of a repeating event (decision
 * 0019), readable signed out. A missing event shows the not-found page in place rather than
 * throwing, so that a visitor who is signed out is not sent to sign in for it.
 */
export default function EventPage() {
  const parsed = parseRsvpKey(useParams().eventId ?? '');
  const event = usePublicEventQuery(parsed?.eventId ?? '', parsed !== null);
  usePageTitle(event.data?.title ?? 'Event');
  if (!parsed) return <NotFoundPage />;
  if (event.isError && isApiError(event.error) && event.error.status === 404) return <NotFoundPage />;
  if (event.isError) {
    return (
      <Alert color="red" title="Failed to load the event" role="alert" maw={720}>
        {errorMessage(event.error, 'Please try again later.')}
      </Alert>
    );
  }
  if (event.isPending) {
    return (
      <Stack gap="md" maw={720} role="status" aria-label="Loading the event">
        <Skeleton height={36} width="60%" />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  const data = event.data;
  const key = formatRsvpKey(parsed);
  const series = data.repeats !== undefined && parsed.occurrence === '';
  const when = parsed.occurrence ? occurrenceOn(data, parsed.occurrence) : series ? undefined : data;
  // An occurrence of a one-off event, or a date the series skips, names nothing.
  if (parsed.occurrence && !when) return <NotFoundPage />;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{data.title}</Title>
      <ManagerLinks rsvpKey={key} eventId={parsed.eventId} series={series} />
      <EventDetails event={data} when={when} />
      {series ? (
        <OccurrenceLinks event={data} />
      ) : (
        <RsvpPanel
          rsvpKey={key}
          title={data.title}
          over={when !== undefined && (when.end ?? when.start) < portalNow()}
        />
      )}
    </Stack>
  );
}
