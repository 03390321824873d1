import { Anchor, Card, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { nothingWaiting, type WaitingCard } from '@cp/contracts/home';
import { formatDateTime, formatWallClock } from '../../../lib/time';
import { countOf } from '../../../lib/plural';

function WeekEvents({ card }: { card: WaitingCard }) {
  if (!card.events?.length) return null;
  return (
    <List listStyleType="none" spacing={4} fz="sm">
      {card.events.map((event) => (
        <List.Item key={event.eventId}>
          <Anchor component={Link} to={event.href} fz="sm" underline="always">
            {event.title}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            {formatWallClock(event.startsAt)}: {countOf(event.rsvps, 'RSVP')}
            {event.waitlisted > 0 && `, ${event.waitlisted} waitlisted`}, {countOf(event.tickets, 'ticket')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function LastVerification({ card }: { card: WaitingCard }) {
  // Never verified: the card's detail already says so.
  const last = card.lastVerification;
  if (!last) return null;
  return (
    <Text size="sm" c="dimmed">
      {`Last verified ${formatDateTime(last.verifiedAt)}: ${last.ok ? 'intact' : 'broken'}, ${countOf(last.entries, 'entry', 'entries')}.`}
    </Text>
  );
}

/**
 * The card's figure and what it counts, read after it: the week's events are not "waiting", and
 * the audit chain's card says how the chain stands rather than a count of 1.
 */
function figureOf(card: WaitingCard): { figure: string; unit: string } {
  if (card.key === 'eventsThisWeek') return { figure: String(card.count), unit: ' this week' };
  if (card.key !== 'auditVerification') return { figure: String(card.count), unit: ' waiting' };
  const last = card.lastVerification;
  const figure = !last ? 'Never verified' : !last.ok ? 'Broken' : card.count > 0 ? 'Due' : 'Intact';
  return { figure, unit: '' };
}

/** One thing waiting for an officer: its count and a link straight to the page that shows those. */
export function WaitingCardView({ card }: { card: WaitingCard }) {
  const headingId = `waiting-${card.key}`;
  const waiting = card.count > 0;
  const { figure, unit } = figureOf(card);
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={headingId} data-waiting={card.key}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId}>
          <Anchor component={Link} to={card.href} inherit>
            {card.title}
          </Anchor>
        </Title>
        <Text
          fz={figure.length > 3 ? 24 : 32}
          fw={700}
          lh={1}
          c={waiting ? undefined : 'dimmed'}
          data-testid="waiting-count"
        >
          {figure}
          {unit && <VisuallyHidden>{unit}</VisuallyHidden>}
        </Text>
        <Text size="sm">{waiting ? (card.detail ?? '') : nothingWaiting}</Text>
        <WeekEvents card={card} />
        <LastVerification card={card} />
      </Stack>
    </Card>
  );
}
