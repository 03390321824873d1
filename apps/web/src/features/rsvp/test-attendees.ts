import type { RsvpAttendee } from '@cp/contracts/rsvp';

/** Seconds at 10 AM in Chicago (daylight time) on a September 2031 day. */
export const septemberAt10 = (day: number) => Date.UTC(2031, 8, day, 15, 0) / 1000;

type Profile = NonNullable<RsvpAttendee['profile']>;
const profile = (changes: Partial<Profile>): Profile => ({
  name: '',
  graduationYear: 2028,
  graduationMonth: 'May',
  degree: "Bachelor's",
  major: 'Computer Science',
  interests: [],
  dietaryRestrictions: [],
  dietaryOther: '',
  ...changes,
});

/** For tests: two confirmed (one checked in), one on the waitlist, one walk-in without a profile. */
export const testAttendees: RsvpAttendee[] = [
  {
    userId: 'ana2@illinois.edu',
    status: 'confirmed',
    paidMember: true,
    walkIn: false,
    rsvpAt: septemberAt10(1),
    checkedInAt: septemberAt10(4) + 3600,
    checkedInBy: 'door@illinois.edu',
    profile: profile({
      name: 'Ana Lopez',
      interests: ['Security', 'ml'],
      dietaryRestrictions: ['Vegetarian'],
      graduationYear: 2027,
    }),
  },
  {
    userId: 'bo3@illinois.edu',
    status: 'confirmed',
    paidMember: false,
    walkIn: false,
    rsvpAt: septemberAt10(3),
    profile: profile({
      name: 'Bo Chen',
      degree: "Master's",
      major: 'Mathematics',
      interests: ['security '],
      dietaryOther: 'No sesame',
    }),
  },
  {
    userId: 'cy4@illinois.edu',
    status: 'waitlisted',
    waitlistPosition: 1,
    paidMember: true,
    walkIn: false,
    rsvpAt: septemberAt10(3) + 60,
    profile: profile({ name: '', major: 'Physics' }),
  },
  {
    userId: 'dee5@illinois.edu',
    status: 'confirmed',
    paidMember: false,
    walkIn: true,
    rsvpAt: septemberAt10(4) + 3700,
    checkedInAt: septemberAt10(4) + 3700,
    checkedInBy: 'door@illinois.edu',
    profile: null,
  },
];
