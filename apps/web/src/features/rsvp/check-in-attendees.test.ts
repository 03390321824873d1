import { describe, expect, it } from 'vitest';
import type { RsvpAttendee } from '@cp/contracts/rsvp';
import { attendanceCounts, attendeeName, gatheringWhen, searchAttendees } from './check-in-attendees';

const profile = {
  graduationYear: 2027,
  graduationMonth: 'May',
  degree: "Bachelor's",
  major: 'Computer Science',
  interests: [],
  dietaryRestrictions: [],
  dietaryOther: '',
} as const;

function attendee(userId: string, change: Partial<RsvpAttendee> & { name?: string } = {}): RsvpAttendee {
  const { name = '', ...rest } = change;
  return {
    userId,
    status: 'confirmed',
    paidMember: false,
    walkIn: false,
    rsvpAt: 1,
    profile: { ...profile, interests: [], dietaryRestrictions: [], name },
    ...rest,
  };
}

describe('the door count', () => {
  it('counts confirmed RSVPs checked in, walk-ins and waitlisted arrivals apart', () => {
    const counts = attendanceCounts([
      attendee('a@illinois.edu', { checkedInAt: 10 }),
      attendee('b@illinois.edu'),
      attendee('c@illinois.edu', { status: 'waitlisted', waitlistPosition: 1, checkedInAt: 11 }),
      attendee('d@illinois.edu', { status: 'waitlisted', waitlistPosition: 2 }),
      attendee('e@illinois.edu', { walkIn: true, checkedInAt: 12 }),
    ]);
    expect(counts).toEqual({ confirmed: 2, checkedIn: 1, walkIns: 1, fromWaitlist: 1, present: 3 });
  });
});

describe('the door search', () => {
  const list = [
    attendee('jdoe2@illinois.edu', { name: 'Jane Doe', checkedInAt: 5 }),
    attendee('asmith@illinois.edu', { name: 'Alex Smith' }),
    attendee('zlee3@illinois.edu', { profile: null }),
  ];

  it('matches a name, a NetID or an email, in any case', () => {
    expect(searchAttendees(list, 'JANE').map((a) => a.userId)).toEqual(['jdoe2@illinois.edu']);
    expect(searchAttendees(list, 'zlee').map((a) => a.userId)).toEqual(['zlee3@illinois.edu']);
    expect(searchAttendees(list, 'asmith@illinois.edu').map((a) => a.userId)).toEqual(['asmith@illinois.edu']);
    expect(searchAttendees(list, '   ')).toEqual([]);
  });

  it('lists those not yet checked in first, then by name', () => {
    expect(searchAttendees(list, 'illinois').map((a) => a.userId)).toEqual([
      'asmith@illinois.edu',
      'zlee3@illinois.edu',
      'jdoe2@illinois.edu',
    ]);
  });

  it('has no name without a profile', () => {
    expect(attendeeName({ profile: null })).toBe('');
  });
});

describe('gatheringWhen', () => {
  it("shows an occurrence's own date at the series' start time", () => {
    expect(gatheringWhen('2026-09-03T18:00:00', '')).toBe('Sep 3, 2026 6:00 PM');
    expect(gatheringWhen('2026-09-03T18:00:00', '2026-10-01')).toBe('Oct 1, 2026 6:00 PM');
    expect(gatheringWhen('2026-09-03', '2026-10-01')).toBe('Oct 1, 2026');
  });
});
