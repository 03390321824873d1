import { rsvpStateText, rsvpStateWords, type RsvpAttendee } from '@cp/contracts/rsvp';
import type { CsvCell } from '../../components/export-csv-button';
import { inPortalTime } from '../../lib/time';

/** What an attendee is on the list: a walk-in had no RSVP; the others RSVP'd. */
export type AttendeeKind = 'confirmed' | 'waitlisted' | 'walkIn';
export type AttendeeFilter = 'all' | 'confirmed' | 'waitlisted' | 'checkedIn' | 'walkIn';

export const attendeeFilters: { value: AttendeeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: rsvpStateWords.going },
  { value: 'waitlisted', label: rsvpStateWords.waitlist },
  { value: 'checkedIn', label: 'Checked in' },
  { value: 'walkIn', label: 'Walk-in' },
];

export const attendeeKind = (attendee: RsvpAttendee): AttendeeKind => (attendee.walkIn ? 'walkIn' : attendee.status);

/** The member's directory name as they RSVP'd, or their email when it is unknown. */
export const attendeeName = (attendee: RsvpAttendee) => attendee.profile?.name.trim() || attendee.userId;

/** 'Going', 'Waitlist place 2' or 'Walk-in' (the one vocabulary, contracts/rsvp/states). */
export function attendeeStatus(attendee: RsvpAttendee): string {
  return rsvpStateText({ status: attendee.status, place: attendee.waitlistPosition, walkIn: attendee.walkIn });
}

/** Epoch seconds as a portal time for a table or a spreadsheet, e.g. '2031-09-04 19:05'. */
export const formatSeconds = (seconds: number | undefined) =>
  seconds === undefined ? '' : inPortalTime(seconds * 1000).format('YYYY-MM-DD HH:mm');

function matchesFilter(attendee: RsvpAttendee, filter: AttendeeFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'checkedIn') return attendee.checkedInAt !== undefined;
  return attendeeKind(attendee) === filter;
}

/** The attendees of one filter whose name or email (so NetID) contains the search, ignoring case. */
export function filterAttendees(attendees: readonly RsvpAttendee[], filter: AttendeeFilter, search: string) {
  const query = search.trim().toLowerCase();
  return attendees.filter(
    (attendee) =>
      matchesFilter(attendee, filter) &&
      (!query ||
        attendee.userId.toLowerCase().includes(query) ||
        (attendee.profile?.name ?? '').toLowerCase().includes(query)),
  );
}

export const attendeeCsvColumns = [
  'Email',
  'Name',
  'Status',
  'Waitlist place',
  'Walk-in',
  'Paid member',
  "RSVP'd at",
  'Checked in at',
  'Checked in by',
  'Graduation year',
  'Graduation month',
  'Degree',
  'Major',
  'Interests',
  'Dietary restrictions',
  'Other dietary needs',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const csvStatus: Record<AttendeeKind, string> = {
  confirmed: rsvpStateWords.going,
  waitlisted: rsvpStateWords.waitlist,
  walkIn: rsvpStateWords.walkIn,
};

/** One row per attendee with the profile they RSVP'd with (times in portal time). */
export function attendeeCsvRows(attendees: readonly RsvpAttendee[]): CsvCell[][] {
  return attendees.map((attendee) => {
    const { profile } = attendee;
    return [
      attendee.userId,
      profile?.name ?? '',
      csvStatus[attendeeKind(attendee)],
      attendee.waitlistPosition,
      yesNo(attendee.walkIn),
      yesNo(attendee.paidMember),
      formatSeconds(attendee.rsvpAt),
      formatSeconds(attendee.checkedInAt),
      attendee.checkedInBy,
      profile?.graduationYear,
      profile?.graduationMonth,
      profile?.degree,
      profile?.major,
      profile?.interests.join('; '),
      profile?.dietaryRestrictions.join('; '),
      profile?.dietaryOther,
    ];
  });
}
