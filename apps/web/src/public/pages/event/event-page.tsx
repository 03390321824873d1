import { formatRsvpKey, parseRsvpKey, type RsvpKey } from '@cp/contracts/rsvp-key';
import { occurrenceOn, portalNow } from '../../../features/rsvp/event-schedule';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { NotFound, Notice, Skeleton, usePageTitle } from '../../components';
import type { PublicPageProps } from '../../pages';
import { loadEarly, useLoad } from '../../use-load';
import { eventCall, organizationsCall, summaryCall } from './event-calls';
import { EventDetails } from './event-details';
import { ManagerLinks } from './manager-links';
import { OccurrenceLinks } from './occurrence-links';
import { RsvpPanel } from './rsvp-panel';
import './event-page.css';

/**
 * Starts the page's calls together while React starts. The RSVP summary is asked for before the
 * event says whether it is a series: one round trip sooner for the usual one-off event, and a
 * series' summary (of its own defaults) is a small answer left unread.
 */
export function prefetchEvent(params: Record<string, string>) {
  const parsed = parseRsvpKey(params.eventId ?? '');
  if (!parsed) return;
  for (const call of [eventCall(parsed.eventId), summaryCall(formatRsvpKey(parsed)), organizationsCall]) {
    loadEarly(call.key, call.load);
  }
}

function EventView({ parsed }: { parsed: RsvpKey }) {
  const call = eventCall(parsed.eventId);
  const event = useLoad(call.key, call.load);
  const data = event.data;
  const series = data?.repeats !== undefined && parsed.occurrence === '';
  const when = data && (parsed.occurrence ? occurrenceOn(data, parsed.occurrence) : series ? undefined : data);
  // An unknown event, an occurrence of a one-off event, or a date the series skips: nothing is there.
  const missing =
    (event.status === 'error' && isApiError(event.error) && event.error.status === 404) ||
    (data !== undefined && parsed.occurrence !== '' && !when);
  usePageTitle(missing ? 'Page Not Found' : (data?.title ?? 'Event'));

  if (missing) return <NotFound />;
  if (event.status === 'error') {
    return (
      <Notice tone="error" title="Failed to load the event">
        {errorMessage(event.error, 'Please try again later.')}
      </Notice>
    );
  }
  if (!data) return <Skeleton label="Loading the event" lines={4} />;
  const key = formatRsvpKey(parsed);
  return (
    <article aria-labelledby="event-title">
      <h1 id="event-title">{data.title}</h1>
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
    </article>
  );
}

/**
 * /events/{key}: the public page of an event or of one occurrence of a repeating event (decision
 * 0019). A visitor without a session gets it alone (decision 0032); the portal shows it in its
 * frame (decision 0065), where the signed-in person also gets their RSVP and a manager the links.
 */
export default function EventPage({ params }: PublicPageProps) {
  const parsed = parseRsvpKey(params.eventId ?? '');
  return parsed ? <EventView parsed={parsed} /> : <NotFound />;
}
