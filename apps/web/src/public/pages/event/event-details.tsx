import type { ReactNode } from 'react';
import type { EventResponse } from '@cp/contracts/events';
import { eventWhenText } from '../../../features/rsvp/format';
import { useLoad } from '../../use-load';
import { organizationsCall } from './event-calls';

interface EventDetailsProps {
  event: EventResponse;
  /** The gathering shown: a one-off event's own times or one occurrence's; undefined for a series itself. */
  when?: { start: string; end?: string };
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When, where and who, as the portal's event page lists them. */
export function EventDetails({ event, when }: EventDetailsProps) {
  const organizations = useLoad(organizationsCall.key, organizationsCall.load);
  // The host's id until the names arrive, or if they cannot be read: the portal shows the same.
  const host = organizations.data?.find((org) => org.id === event.host)?.name ?? event.host;
  return (
    <dl className="cp-event-details">
      <Detail label="When">{eventWhenText(event, when)}</Detail>
      <Detail label="Where">
        {event.locationLink ? (
          <a className="cp-link" href={event.locationLink} target="_blank" rel="noopener noreferrer">
            {event.location}
          </a>
        ) : (
          event.location
        )}
      </Detail>
      <Detail label="Host">{host}</Detail>
      <Detail label="About">
        <span className="cp-event-about">{event.description}</span>
      </Detail>
    </dl>
  );
}
