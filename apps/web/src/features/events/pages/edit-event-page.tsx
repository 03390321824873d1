import { useParams } from 'react-router';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import type { EventInput } from '@cp/contracts/events';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { PageSection } from '../../../lib/page-sections';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEventQuery } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventEditor } from '../components/event-editor';
import { eventToValues, toChanges } from '../event-form-values';

export default function EditEventPage() {
  usePageTitle('Edit Event');
  const eventId = useParams().eventId ?? '';
  const event = useEventQuery(eventId);
  const update = useUpdateEvent();
  // The global error page turns this into the not-found page.
  if (event.isError && isApiError(event.error) && event.error.status === 404) throw new Error('404');

  const save = (input: EventInput) => update.mutateAsync({ eventId, changes: toChanges(input) });
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>Edit Event</Title>
      {event.isPending && <Skeleton height={480} role="status" aria-label="Loading the event" />}
      {event.isError && (
        <Alert color="red" title="Failed to fetch event data" role="alert">
          {errorMessage(event.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {event.data && (
        <EventEditor
          initialValues={eventToValues(event.data)}
          submitLabel="Save Changes"
          successTitle="Event updated"
          save={save}
        />
      )}
      {event.data && <PageSection name="editEvent" eventId={eventId} />}
    </Stack>
  );
}
