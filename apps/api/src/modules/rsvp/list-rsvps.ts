import { formatRsvpKey, toRsvpItem, type MyRsvp, type RsvpAttendee, type RsvpItem } from '@cp/contracts/rsvp';
import type { Db } from '../../db/client';
import type { Acting } from '../../plugins/auth';
import { listRsvpsOfKey, listRsvpsOfUser, type RsvpRow } from './attendance-repository';
import { resolveRsvpKey } from './rsvp-key';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The caller's RSVPs, soonest first; one whose event is gone or no longer has that date is left out. */
export async function myRsvps(db: Db, acting: Acting): Promise<MyRsvp[]> {
  return rsvpsOf(db, acting.username);
}

/** One member's RSVPs (by the email their RSVPs name), soonest first. */
export async function rsvpsOf(db: Db, userId: string): Promise<MyRsvp[]> {
  const rows = await listRsvpsOfUser(db, userId);
  const found = await Promise.all(
    rows.map(async (row): Promise<MyRsvp | undefined> => {
      const key = await resolveRsvpKey(db, formatRsvpKey(row)).catch(() => undefined);
      if (!key?.when) return undefined;
      const rsvpKey = formatRsvpKey(row);
      return {
        ...toRsvpItem(rsvpKey, toAttendee(row, row.status === 'waitlisted' ? row.position : undefined)),
        title: key.event.title,
        start: key.when.start,
        ...(key.event.end && { end: key.when.end }),
        location: key.event.location,
      };
    }),
  );
  return found.filter((rsvp) => rsvp !== undefined).sort((a, b) => a.start.localeCompare(b.start));
}

function toAttendee(row: RsvpRow, position: number | undefined): RsvpAttendee {
  return {
    userId: row.userId,
    status: row.status,
    ...(position !== undefined && { waitlistPosition: position }),
    paidMember: row.paidMember,
    walkIn: row.walkIn,
    rsvpAt: seconds(row.createdAt),
    ...(row.checkedInAt && { checkedInAt: seconds(row.checkedInAt) }),
    ...(row.checkedInBy && { checkedInBy: row.checkedInBy }),
    profile: (row.profile as RsvpAttendee['profile']) ?? null,
  };
}

/** Everyone who RSVP'd to an event or occurrence, in the order they came; the waitlist numbered. */
export async function listAttendees(db: Db, rsvpKey: string): Promise<RsvpItem[]> {
  const key = await resolveRsvpKey(db, rsvpKey);
  const keyText = formatRsvpKey(key);
  let waiting = 0;
  return (await listRsvpsOfKey(db, key)).map((row) =>
    toRsvpItem(keyText, toAttendee(row, row.status === 'waitlisted' ? (waiting += 1) : undefined)),
  );
}
