import type { EventResponse } from '@cp/contracts/events';
import { formatRsvpKey } from '@cp/contracts/rsvp-key';
import { rsvpMessages } from '@cp/contracts/rsvp-messages';
import { portalNow, upcomingOccurrences } from '../../../features/rsvp/event-schedule';
import { formatWhen } from '../../../features/rsvp/format';
import { publicEventPath } from '../../../lib/paths';

const shown = 6;

/** A repeating event takes RSVPs per occurrence: the next few, each a link to its own page. */
export function OccurrenceLinks({ event }: { event: EventResponse }) {
  const upcoming = upcomingOccurrences(event, portalNow(), shown);
  return (
    <section aria-labelledby="occurrences-heading">
      <h2 id="occurrences-heading">{rsvpMessages.chooseOccurrence}</h2>
      {upcoming.length === 0 ? (
        <p className="cp-muted">This series has no upcoming occurrences.</p>
      ) : (
        <ul className="cp-occurrences" aria-label="Upcoming occurrences">
          {upcoming.map((occurrence) => {
            const key = formatRsvpKey({ eventId: event.id, occurrence: occurrence.start.slice(0, 10) });
            return (
              <li key={key}>
                <a className="cp-link" href={publicEventPath(key)}>
                  {formatWhen(occurrence.start, event.end === undefined ? undefined : occurrence.end)}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
