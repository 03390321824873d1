// What bench/rsvp and the ticket drop's RSVP mode (bench/lib/rsvp-drop.ts) fill before they
// measure: events open for RSVPs now, with a limit and a waitlist; members with RSVP profiles and
// signed-in sessions. One file, so both benches RSVP the same members to the same kind of event.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { events, rsvpConfigs, rsvpProfiles } from '../../apps/api/src/db/schema';
import { personalQrPng } from '../../apps/api/src/modules/rsvp/personal-token';
import { createSession, sessionCookieName } from '../../apps/api/src/plugins/auth/sessions';

/** `count` events a week ahead, open for RSVPs now, each with `limit` places and a waitlist; their ids. */
export async function fillRsvpEvents(database: Database, count: number, limit: number): Promise<string[]> {
  const eventIds = Array.from({ length: count }, () => randomUUID());
  const now = Date.now();
  await database.db.insert(events).values(
    eventIds.map((id, i) => ({
      id,
      title: `Announced Talk ${i + 1}`,
      description: 'The talk everyone wants to see.',
      startsAt: new Date(now + 7 * 86_400_000),
      location: 'Siebel Center 1404',
      host: 'A01',
    })),
  );
  await database.db.insert(rsvpConfigs).values(
    eventIds.map((eventId) => ({
      eventId,
      rsvpLimit: limit,
      rsvpOpenAt: new Date(now - 60_000),
      rsvpCloseAt: new Date(now + 86_400_000),
      rsvpCheckInEnabled: true,
      waitlist: true,
      updatedBy: 'bench',
    })),
  );
  return eventIds;
}

/** Member `n` is fan{n}@illinois.edu; the number back from an address. */
export const memberNumber = (userId: string) => Number(/^fan(\d+)@/.exec(userId)![1]);

/** `count` members with RSVP profiles and a session each: their ids and session cookies, by member number. */
export async function fillRsvpMembers(database: Database, count: number) {
  const userIds = Array.from({ length: count }, (_, i) => `fan${i}@illinois.edu`);
  // Saving a profile draws the member's QR (POST /api/v1/rsvp/profile); one drawn QR of the same
  // size stands in for each member's, so filling 2,000 profiles takes no 2,000 drawings.
  const checkInQr = await personalQrPng(database.db, userIds[0]!);
  await database.db.insert(rsvpProfiles).values(
    userIds.map((userId) => ({
      userId,
      checkInQr,
      graduationYear: 2028,
      graduationMonth: 'May',
      degree: "Bachelor's",
      major: 'Computer Science',
      interests: ['systems'],
      dietaryRestrictions: [],
    })),
  );
  const cookies = await Promise.all(
    userIds.map(async (username) => `${sessionCookieName}=${await createSession(database.db, { username }, 2)}`),
  );
  return { userIds, cookies };
}

/**
 * What the database kept of one event's RSVPs, in the waitlist's order (seq): each member's status,
 * the confirmed and waitlisted counts, and the share of consecutive waitlisted pairs whose order
 * follows their arrival (`arrivalOf(member)`: when, or in which rank, the member's RSVP was sent).
 */
export async function rsvpsKept(database: Database, eventId: string, arrivalOf: (member: number) => number) {
  const rows = rowsOf<{ user_id: string; status: string }>(
    await database.db.execute(sql`select user_id, status from rsvps where event_id = ${eventId} order by seq`),
  ).map((row) => ({ member: memberNumber(row.user_id), status: row.status }));
  const waitlist = rows.filter((row) => row.status === 'waitlisted').map((row) => arrivalOf(row.member));
  let inOrder = 0;
  for (let i = 1; i < waitlist.length; i += 1) if (waitlist[i]! >= waitlist[i - 1]!) inOrder += 1;
  return {
    rows,
    confirmed: rows.filter((row) => row.status === 'confirmed').length,
    waitlisted: waitlist.length,
    waitlistInOrder: waitlist.length > 1 ? inOrder / (waitlist.length - 1) : 1,
  };
}
