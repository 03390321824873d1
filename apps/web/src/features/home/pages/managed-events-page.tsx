import { eventManagerRoles, rsvpManagerRoles } from '@cp/contracts';
import { parseRsvpKey } from '@cp/contracts/rsvp';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HomeSection } from '../components/home-section';
import { useHasAnyRole } from '../../../lib/auth';
import { countOf } from '../../../lib/plural';
import { editEventPath, eventCheckInPath, eventRsvpsPath, publicEventPath } from '../../../lib/paths';
import { formatWallClock } from '../../../lib/time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyTicketsQuery } from '../api/get-my-tickets';
import { useMyWaitingQuery } from '../api/get-my-waiting';

interface Gathering {
  eventId: string;
  title: string;
  startsAt: string;
  location?: string;
  counts?: string;
}

/** One event with what its managers do with it: its attendees, its door, its page, its form. */
function EventCard({ event }: { event: Gathering }) {
  const rsvpManager = useHasAnyRole(rsvpManagerRoles);
  const eventsManager = useHasAnyRole(eventManagerRoles);
  const headingId = `managed-${event.eventId}`;
  const seriesId = parseRsvpKey(event.eventId)?.eventId ?? event.eventId;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h5" id={headingId}>
          {event.title}
        </Title>
        <Text size="sm">
          {formatWallClock(event.startsAt)}
          {event.location && ` · ${event.location}`}
        </Text>
        {event.counts && (
          <Text size="sm" c="dimmed">
            {event.counts}
          </Text>
        )}
        <Group gap="md" mt={4} wrap="wrap">
          {rsvpManager && (
            <>
              <Anchor component={Link} to={eventRsvpsPath(event.eventId)} size="sm" underline="always">
                Attendees of {event.title}
              </Anchor>
              <Anchor component={Link} to={eventCheckInPath(event.eventId)} size="sm" underline="always">
                Check-in for {event.title}
              </Anchor>
            </>
          )}
          <Anchor component={Link} to={publicEventPath(event.eventId)} size="sm" underline="always">
            Public page of {event.title}
          </Anchor>
          {eventsManager && (
            <Anchor component={Link} to={editEventPath(seriesId)} size="sm" underline="always">
              Edit {event.title}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /home/events: exactly the events the home's "This week's events" card counted (Monday to
 * Sunday, portal time), then the next public events, each with its attendee list and check-in.
 */
export default function ManagedEventsPage() {
  usePageTitle("This week's events");
  const waiting = useMyWaitingQuery(true);
  const next = useMyTicketsQuery();
  const week = waiting.data?.cards.find((card) => card.key === 'eventsThisWeek');
  const thisWeek: Gathering[] = (week?.events ?? []).map((event) => ({
    ...event,
    counts: `${countOf(event.rsvps, 'RSVP')}${event.waitlisted > 0 ? `, ${event.waitlisted} on the waitlist` : ''}, ${countOf(event.tickets, 'ticket')}`,
  }));
  const counted = new Set(thisWeek.map((event) => event.eventId));
  const later = (next.data?.nextEvents ?? []).filter((event) => !counted.has(event.eventId));
  return (
    <Stack gap="lg">
      <Title order={1}>This week&apos;s events</Title>
      <HomeSection
        id="week-events"
        title="This week"
        what="this week's events"
        loading={waiting.isPending}
        error={waiting.error}
      >
        {thisWeek.length === 0 ? (
          <Text c="dimmed">No events this week.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {thisWeek.map((event) => (
              <EventCard key={event.eventId} event={event} />
            ))}
          </SimpleGrid>
        )}
      </HomeSection>
      <HomeSection
        id="later-events"
        title="Coming up"
        what="the next events"
        loading={next.isPending}
        error={next.error}
      >
        {later.length === 0 ? (
          <Text c="dimmed">No later events are planned yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {later.map((event) => (
              <EventCard key={event.eventId} event={event} />
            ))}
          </SimpleGrid>
        )}
      </HomeSection>
    </Stack>
  );
}
