import { degrees, dietaryRestrictions, graduationMonths, majors } from '@cp/contracts/rsvp';
import type { Db } from '../../db/client';
import { rsvpConfigs, rsvpProfiles, rsvps, type RsvpProfileSnapshot } from '../../db/schema';
import { demoUsers } from '../../seed-data';
import { findEvent, localToInstant } from '../events';

// The events module's demo events (modules/events/seed.ts) that take RSVPs.
const gitWorkshop = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a04';
const careerPrep = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a03';
const springSocial = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05';

const dayMs = 86_400_000;
const demoMembers = ['member@illinois.edu', 'events@illinois.edu', 'links@illinois.edu', 'rooms@illinois.edu'];
const students = Array.from({ length: 30 }, (_, i) => `student${String(i + 1).padStart(2, '0')}@illinois.edu`);
const givenNames = ['Ava', 'Ben', 'Chloe', 'Dev', 'Emma', 'Felix', 'Grace', 'Hiro', 'Isla', 'Jonah'];
const surnames = ['Kim', 'Lopez', 'Meyer', 'Nair', 'Okafor', 'Park', 'Quinn', 'Rossi', 'Shah', 'Tran'];
const interestPool = ['security', 'machine learning', 'systems', 'web', 'theory', 'game dev', 'robotics', 'hci'];

/** The majors the demo people study: a computing chapter's usual ones, all on the list. */
const demoMajors = majors.filter((major) =>
  /Computer|Electrical|Mathematics|Statistics|Physics|Information/.test(major),
);

/** A varied but fixed profile for the n-th demo person, so the charts have something to show. */
function profileOf(userId: string, n: number): RsvpProfileSnapshot {
  const account = demoUsers.find((user) => user.username === userId);
  return {
    name: account?.displayName ?? `${givenNames[n % 10]} ${surnames[(n + Math.floor(n / 10) * 3) % 10]}`,
    graduationYear: 2026 + (n % 5),
    graduationMonth: graduationMonths[n % 3 === 2 ? 2 : 0]!,
    degree: degrees[n % 7 === 0 ? 1 : n % 11 === 0 ? 2 : 0]!,
    major: demoMajors[(n * 7) % 12]!,
    interests: [interestPool[n % 8]!, interestPool[(n * 3 + 1) % 8]!].filter((v, i, all) => all.indexOf(v) === i),
    dietaryRestrictions: n % 4 === 0 ? [dietaryRestrictions[n % dietaryRestrictions.length]!] : [],
    dietaryOther: n % 9 === 0 ? 'no spicy food' : '',
  };
}

/**
 * Demo RSVPs (idempotent): the Git workshop nearly full with a waitlist, the career prep night
 * open with room, and last month's social with its attendance taken, plus walk-ins.
 */
export async function seedDemoRsvps(db: Db): Promise<void> {
  const people = [...demoMembers, ...students];
  const profiles = people.map((userId, n) => ({ userId, ...profileOf(userId, n) }));
  await db.insert(rsvpProfiles).values(profiles).onConflictDoNothing();
  const profileOfUser = new Map(profiles.map(({ userId, ...profile }) => [userId, profile]));

  const plans = [
    { eventId: gitWorkshop, limit: 12, confirmed: 11, waitlisted: 2, checkedIn: 0, walkIns: 0 },
    { eventId: careerPrep, limit: 80, confirmed: 18, waitlisted: 0, checkedIn: 0, walkIns: 0 },
    { eventId: springSocial, limit: 40, confirmed: 24, waitlisted: 0, checkedIn: 17, walkIns: 3 },
  ];
  for (const plan of plans) {
    const event = await findEvent(db, plan.eventId);
    if (!event) continue;
    const startsAt = localToInstant(event.start);
    await db
      .insert(rsvpConfigs)
      .values({
        eventId: plan.eventId,
        rsvpLimit: plan.limit,
        rsvpOpenAt: new Date(startsAt.getTime() - 21 * dayMs),
        rsvpCloseAt: startsAt,
        rsvpCheckInEnabled: true,
        waitlist: true,
        reminderHoursBefore: 24,
        updatedBy: 'rsvp@illinois.edu',
      })
      .onConflictDoNothing();
    const attendees = students.slice(0, plan.confirmed + plan.waitlisted);
    if (plan.eventId === gitWorkshop) attendees.splice(0, 1, 'events@illinois.edu');
    const rows = attendees.map((userId, i) => ({
      eventId: plan.eventId,
      userId,
      status: i < plan.confirmed ? ('confirmed' as const) : ('waitlisted' as const),
      profile: profileOfUser.get(userId)!,
      paidMember: i % 3 === 0,
      createdAt: new Date(startsAt.getTime() - (20 - (i % 20)) * dayMs),
      ...(i < plan.checkedIn && { checkedInAt: startsAt, checkedInBy: 'rsvp@illinois.edu' }),
    }));
    const walkIns = plan.walkIns > 0 ? students.slice(-plan.walkIns) : [];
    for (const userId of walkIns) {
      rows.push({
        eventId: plan.eventId,
        userId,
        status: 'confirmed',
        profile: profileOfUser.get(userId)!,
        paidMember: false,
        createdAt: startsAt,
        checkedInAt: startsAt,
        checkedInBy: 'rsvp@illinois.edu',
      });
    }
    const walkInIds = new Set(walkIns);
    await db
      .insert(rsvps)
      .values(rows.map((row) => ({ ...row, walkIn: walkInIds.has(row.userId) })))
      .onConflictDoNothing();
  }
}
