import { Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MyRsvpEntry, NextPublicEvent } from '@cp/contracts/home';
import { rsvpStateText } from '@cp/contracts/rsvp';
import { publicEventPath } from '../../../lib/paths';
import { formatWallClock } from '../../../lib/time';
import { useMyTicketsQuery } from '../api/get-my-tickets';
import { HomeSection } from './home-section';

function EventLine({ event }: { event: { eventId: string; title: string; startsAt: string; location: string } }) {
  return (
    <>
      <Anchor component={Link} to={publicEventPath(event.eventId)} fw={500}>
        {event.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {formatWallClock(event.startsAt)} · {event.location}
      </Text>
    </>
  );
}

function RsvpStatus({ rsvp }: { rsvp: MyRsvpEntry }) {
  const text = rsvpStateText({ status: rsvp.status, place: rsvp.waitlistPlace, checkedIn: rsvp.checkedIn });
  return (
    <Badge variant="light" color={rsvp.status === 'going' ? 'blue' : 'orange'}>
      {text}
    </Badge>
  );
}

/** "Your RSVPs": upcoming RSVPs and waitlist places; not shown to a person with none. */
export function MyRsvpsSection() {
  const query = useMyTicketsQuery();
  const rsvps = query.data?.rsvps;
  if (rsvps?.length === 0) return null;
  return (
    <HomeSection id="home-rsvps" title="Your RSVPs" what="your RSVPs" loading={query.isPending} error={query.error}>
      <List listStyleType="none" spacing="sm">
        {rsvps?.map((rsvp) => (
          <List.Item key={rsvp.eventId}>
            <Stack gap={2} align="flex-start">
              <EventLine event={{ ...rsvp, title: rsvp.eventName }} />
              <RsvpStatus rsvp={rsvp} />
            </Stack>
          </List.Item>
        ))}
      </List>
    </HomeSection>
  );
}

/** "Next public events": what anyone may come to next. */
export function NextEventsSection() {
  const query = useMyTicketsQuery();
  const next: NextPublicEvent[] | undefined = query.data?.nextEvents;
  return (
    <HomeSection
      id="home-next-events"
      title="Next public events"
      what="the next events"
      loading={query.isPending}
      error={query.error}
    >
      {next?.length === 0 ? (
        <Text c="dimmed">No public events are planned yet.</Text>
      ) : (
        <List listStyleType="none" spacing="sm">
          {next?.map((event) => (
            <List.Item key={event.eventId}>
              <EventLine event={event} />
            </List.Item>
          ))}
        </List>
      )}
    </HomeSection>
  );
}
