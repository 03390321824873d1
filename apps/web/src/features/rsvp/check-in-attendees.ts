import { rsvpStateText, rsvpStateWords, type RsvpAttendee, type RsvpCheckInResult } from '@cp/contracts/rsvp';
import { formatWallClock, inPortalTime } from '../../lib/time';

/** The member's directory name as the snapshot kept it ('' when unknown or there is no profile). */
export function attendeeName(attendee: Pick<RsvpAttendee, 'profile'>): string {
  return attendee.profile?.name.trim() ?? '';
}

/** An Illinois email's local part is the NetID. */
export function netIdOf(email: string): string {
  return email.split('@')[0] ?? email;
}

/** Name, else email: what a card or a result is headed with. */
export function displayName(attendee: Pick<RsvpAttendee, 'profile' | 'userId'>): string {
  return attendeeName(attendee) || attendee.userId;
}

/** Matches a name, a NetID or an email containing the query (any case). */
export function matchesSearch(attendee: RsvpAttendee, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return false;
  return attendeeName(attendee).toLowerCase().includes(q) || attendee.userId.toLowerCase().includes(q);
}

/** The matches, by name; those not yet checked in first, as they are whom the door looks for. */
export function searchAttendees(attendees: readonly RsvpAttendee[], query: string): RsvpAttendee[] {
  return attendees
    .filter((a) => matchesSearch(a, query))
    .sort(
      (a, b) =>
        Number(a.checkedInAt !== undefined) - Number(b.checkedInAt !== undefined) ||
        displayName(a).localeCompare(displayName(b)),
    );
}

export interface AttendanceCounts {
  /** Confirmed RSVPs (walk-ins not counted). */
  confirmed: number;
  /** Of those, checked in. */
  checkedIn: number;
  walkIns: number;
  /** Waitlisted members who came anyway and were checked in. */
  fromWaitlist: number;
  /** Everyone checked in: the people in the room. */
  present: number;
}

export function attendanceCounts(attendees: readonly RsvpAttendee[]): AttendanceCounts {
  const counts = { confirmed: 0, checkedIn: 0, walkIns: 0, fromWaitlist: 0, present: 0 };
  for (const a of attendees) {
    const came = a.checkedInAt !== undefined;
    if (came) counts.present += 1;
    if (a.walkIn) counts.walkIns += 1;
    else if (a.status === 'confirmed') {
      counts.confirmed += 1;
      if (came) counts.checkedIn += 1;
    } else if (came) counts.fromWaitlist += 1;
  }
  return counts;
}

/** Epoch seconds as the door reads a time, e.g. '6:05 PM' (in the chapter's time zone). */
export function formatCheckInTime(epochSeconds: number): string {
  return inPortalTime(epochSeconds * 1000).format('h:mm A');
}

export function attendeeStatusLabel(attendee: RsvpAttendee): string {
  return rsvpStateText({ status: attendee.status, place: attendee.waitlistPosition, walkIn: attendee.walkIn });
}

export const resultStatusLabels: Record<RsvpCheckInResult['rsvpStatus'], string> = {
  confirmed: `RSVP: ${rsvpStateWords.going}`,
  waitlisted: `RSVP: ${rsvpStateWords.waitlist}`,
  walkIn: `${rsvpStateWords.walkIn} (no RSVP)`,
};

/** The gathering's date (an occurrence's own date at the series' start time), e.g. 'Dec 3, 2026 6:00 PM'. */
export function gatheringWhen(start: string, occurrence: string): string {
  if (!occurrence) return formatWallClock(start);
  const time = start.includes('T') ? start.slice(start.indexOf('T')) : '';
  return formatWallClock(`${occurrence}${time}`);
}
