import { eventManagerRoles, rsvpManagerRoles } from '@cp/contracts';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useHasAnyRole } from '../../../lib/auth';
import { editEventPath, eventCheckInPath, eventRsvpsPath } from '../../../lib/paths';

/**
 * Where a manager stands on an event's public page: its attendee list and check-in for the RSVP
 * managers, its form for the events managers. Nothing for anyone else (nor signed out).
 */
export function ManagerLinks({ rsvpKey, eventId, series }: { rsvpKey: string; eventId: string; series: boolean }) {
  const rsvpManager = useHasAnyRole(rsvpManagerRoles);
  const eventsManager = useHasAnyRole(eventManagerRoles);
  if (!rsvpManager && !eventsManager) return null;
  return (
    <Group gap="sm" role="group" aria-label="Manage this event">
      {rsvpManager && !series && (
        <>
          <Button component={Link} to={eventRsvpsPath(rsvpKey)} variant="default" size="sm">
            Attendees
          </Button>
          <Button component={Link} to={eventCheckInPath(rsvpKey)} variant="default" size="sm">
            Check-in
          </Button>
        </>
      )}
      {eventsManager && (
        <Button component={Link} to={editEventPath(eventId)} variant="default" size="sm">
          Edit event
        </Button>
      )}
    </Group>
  );
}
