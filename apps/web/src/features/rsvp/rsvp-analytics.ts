import { degrees, dietaryRestrictions, type RsvpAttendee } from '@cp/contracts/rsvp';
import { inPortalTime } from '../../lib/time';
import { attendeeKind } from './attendee-list';

export interface RsvpTotals {
  confirmed: number;
  waitlisted: number;
  /** Everyone checked in, walk-ins included. */
  checkedIn: number;
  walkIns: number;
  /** Confirmed RSVPs that were checked in. */
  confirmedCheckedIn: number;
  /** confirmedCheckedIn / confirmed, 0..1; null with nobody confirmed. */
  checkInRate: number | null;
}

export function rsvpTotals(attendees: readonly RsvpAttendee[]): RsvpTotals {
  const confirmed = attendees.filter((attendee) => attendeeKind(attendee) === 'confirmed');
  const confirmedCheckedIn = confirmed.filter((attendee) => attendee.checkedInAt !== undefined).length;
  return {
    confirmed: confirmed.length,
    waitlisted: attendees.filter((attendee) => attendeeKind(attendee) === 'waitlisted').length,
    checkedIn: attendees.filter((attendee) => attendee.checkedInAt !== undefined).length,
    walkIns: attendees.filter((attendee) => attendee.walkIn).length,
    confirmedCheckedIn,
    checkInRate: confirmed.length === 0 ? null : confirmedCheckedIn / confirmed.length,
  };
}

/** 0.4567 as '46%'; nothing to divide as '–'. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

const dayMs = 24 * 60 * 60 * 1000;
/** Days without an RSVP are drawn too, unless the RSVPs span more days than this. */
const maxFilledDays = 120;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
const dayLabel = (day: string) => inPortalTime(`${day}T12:00:00Z`).format('MMM D');

export interface RsvpDay {
  /** 'YYYY-MM-DD' in portal time. */
  day: string;
  /** 'Sep 4'. */
  label: string;
  /** RSVPs made up to the end of the day (walk-ins did not RSVP). */
  rsvps: number;
}

/** The cumulative number of RSVPs at the end of each day, from the first RSVP's day to the last's. */
export function rsvpsOverTime(attendees: readonly RsvpAttendee[]): RsvpDay[] {
  const perDay = new Map<string, number>();
  for (const attendee of attendees) {
    if (attendee.walkIn) continue;
    const day = inPortalTime(attendee.rsvpAt * 1000).format('YYYY-MM-DD');
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  let days = [...perDay.keys()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first && last && (Date.parse(last) - Date.parse(first)) / dayMs <= maxFilledDays) {
    days = [first];
    while (days.at(-1)! < last) days.push(nextDay(days.at(-1)!));
  }
  let total = 0;
  return days.map((day) => {
    total += perDay.get(day) ?? 0;
    return { day, label: dayLabel(day), rsvps: total };
  });
}

export interface ShareCell {
  name: string;
  value: number;
  color: string;
}

/** Confirmed RSVPs checked in and not (walk-ins had no RSVP to keep). */
export function checkInShare(attendees: readonly RsvpAttendee[]): ShareCell[] {
  const { confirmed, confirmedCheckedIn } = rsvpTotals(attendees);
  return [
    { name: 'Checked in', value: confirmedCheckedIn, color: 'teal.6' },
    { name: 'Not checked in', value: confirmed - confirmedCheckedIn, color: 'gray.6' },
  ];
}

/** The people counted in the profile charts: who is coming or came (the waitlist is left out). */
export const attending = (attendees: readonly RsvpAttendee[]) =>
  attendees.filter((attendee) => attendeeKind(attendee) !== 'waitlisted');

/** Paid members among confirmed RSVPs, as they were when they RSVP'd (a walk-in's is not recorded). */
export function paidShare(attendees: readonly RsvpAttendee[]): ShareCell[] {
  const confirmed = attendees.filter((attendee) => attendeeKind(attendee) === 'confirmed');
  const paid = confirmed.filter((attendee) => attendee.paidMember).length;
  return [
    { name: 'Paid members', value: paid, color: 'blue.6' },
    { name: 'Not paid members', value: confirmed.length - paid, color: 'gray.6' },
  ];
}

export interface CountRow {
  label: string;
  count: number;
}

/**
 * How often each value occurs. With `order`, rows follow it (values outside it after); without,
 * the most frequent first, ties by name. `top` keeps the first rows. Values are compared ignoring
 * case and spaces around them; the first spelling seen names the row.
 */
export function countValues(values: readonly string[], options: { order?: readonly string[]; top?: number } = {}) {
  const counts = new Map<string, CountRow>();
  for (const value of values) {
    const label = value.trim();
    if (!label) continue;
    const key = label.toLowerCase();
    const row = counts.get(key) ?? { label, count: 0 };
    row.count += 1;
    counts.set(key, row);
  }
  const rank = (row: CountRow) => {
    const index = options.order?.indexOf(row.label) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const rows = [...counts.values()].sort((a, b) =>
    options.order
      ? rank(a) - rank(b) || a.label.localeCompare(b.label)
      : b.count - a.count || a.label.localeCompare(b.label),
  );
  return rows.slice(0, options.top ?? rows.length);
}

const profiles = (attendees: readonly RsvpAttendee[]) =>
  attending(attendees).flatMap((attendee) => (attendee.profile ? [attendee.profile] : []));

export const graduationYearCounts = (attendees: readonly RsvpAttendee[]) =>
  countValues(profiles(attendees).map((profile) => String(profile.graduationYear))).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

export const degreeCounts = (attendees: readonly RsvpAttendee[]) =>
  countValues(
    profiles(attendees).map((profile) => profile.degree),
    { order: degrees },
  );

export const majorCounts = (attendees: readonly RsvpAttendee[]) =>
  countValues(
    profiles(attendees).map((profile) => profile.major),
    { top: 10 },
  );

export const interestCounts = (attendees: readonly RsvpAttendee[]) =>
  countValues(
    profiles(attendees).flatMap((profile) => profile.interests),
    { top: 10 },
  );

/** Each restriction on the list, then 'Other' for the people who wrote their own needs. */
export const dietaryCounts = (attendees: readonly RsvpAttendee[]) =>
  countValues(
    profiles(attendees).flatMap((profile) => [
      ...profile.dietaryRestrictions,
      ...(profile.dietaryOther.trim() ? ['Other'] : []),
    ]),
    { order: [...dietaryRestrictions, 'Other'] },
  );

/** For screen readers: '2027: 3, 2028: 5'. */
export const describeCounts = (rows: readonly { label: string; count: number }[]) =>
  rows.map((row) => `${row.label}: ${row.count}`).join(', ');
