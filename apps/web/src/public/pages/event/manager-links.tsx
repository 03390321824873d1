import { eventManagerRoles, hasAnyRole, rsvpManagerRoles } from '@cp/contracts';
import { editEventPath, eventCheckInPath, eventRsvpsPath } from '../../../lib/paths';
import { useViewer } from '../../page-context';

/**
 * Where a manager stands on an event's public page: its attendee list and check-in for the RSVP
 * managers, its form for the events managers. Nothing for anyone else (nor a visitor).
 */
export function ManagerLinks({ rsvpKey, eventId, series }: { rsvpKey: string; eventId: string; series: boolean }) {
  const roles = useViewer()?.roles ?? [];
  const rsvpManager = hasAnyRole(roles, rsvpManagerRoles);
  const eventsManager = hasAnyRole(roles, eventManagerRoles);
  if (!rsvpManager && !eventsManager) return null;
  return (
    <div className="cp-manager-links" role="group" aria-label="Manage this event">
      {rsvpManager && !series && (
        <>
          <a className="cp-button cp-button--subtle" href={eventRsvpsPath(rsvpKey)}>
            Attendees
          </a>
          <a className="cp-button cp-button--subtle" href={eventCheckInPath(rsvpKey)}>
            Check-in
          </a>
        </>
      )}
      {eventsManager && (
        <a className="cp-button cp-button--subtle" href={editEventPath(eventId)}>
          Edit event
        </a>
      )}
    </div>
  );
}
