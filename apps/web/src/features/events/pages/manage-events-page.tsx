import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isUpcomingEvent, type EventResponse } from '@cp/contracts/events';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEventsQuery } from '../api/list-events';
import { useOrganizationsQuery } from '../../../lib/api/organizations';
import { DeleteEventModal } from '../components/delete-event-modal';
import { EventsView } from '../components/events-view';
import { listedEvent } from '../components/listed-event';
import { portalNow } from '../format';
import { portalTimeZone } from '../../../lib/time';
import { paths } from '../../../lib/paths';

export default function ManageEventsPage() {
  usePageTitle('Events');
  const [showPrevious, setShowPrevious] = useState(false);
  const [toDelete, setToDelete] = useState<EventResponse | null>(null);
  // Only upcoming events are fetched until the previous ones are asked for.
  const events = useEventsQuery(!showPrevious);
  const organizations = useOrganizationsQuery();
  const hostNames = new Map(organizations.data?.map((org) => [org.id, org.name]));

  const now = portalNow();
  // A running series is listed by its next occurrence and sorted by it; it is previous only once
  // its last occurrence has ended (the rule of the feed's upcomingOnly and the iCalendar feed).
  const upcoming = events.data
    ?.filter((event) => isUpcomingEvent(event, now))
    .map((event) => listedEvent(event, now))
    .sort((a, b) => a.start.localeCompare(b.start));
  const previous = events.data
    ?.filter((event) => !isUpcomingEvent(event, now))
    .map((event) => listedEvent(event, now))
    .reverse();
  const loading = events.isPending || (showPrevious && events.isPlaceholderData);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={1}>Events</Title>
          <Text c="dimmed" size="sm">
            Times are in the chapter&apos;s time zone, {portalTimeZone}.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={paths.addEvent}>
            Create Event
          </Button>
          <Button variant="default" onClick={() => setShowPrevious((shown) => !shown)} aria-pressed={showPrevious}>
            {showPrevious ? 'Hide Previous Events' : 'Show Previous Events'}
          </Button>
        </Group>
      </Group>
      {events.isError && (
        <Alert color="red" title="Error fetching events" role="alert">
          {errorMessage(events.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {!events.isError && (
        <>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Upcoming Events
            </Title>
            <EventsView
              label="Upcoming events"
              events={events.isPending ? undefined : upcoming}
              hostNames={hostNames}
              emptyText="No upcoming events. Click 'Create Event' to add one."
              onDelete={setToDelete}
            />
          </Stack>
          {showPrevious && (
            <Stack gap="xs">
              <Title order={2} size="h3">
                Previous Events
              </Title>
              <EventsView
                label="Previous events"
                events={loading ? undefined : previous}
                hostNames={hostNames}
                emptyText="No previous events."
                onDelete={setToDelete}
              />
            </Stack>
          )}
        </>
      )}
      <DeleteEventModal event={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
