import type { MyRsvp } from '@cp/contracts/rsvp';

type Own = Pick<MyRsvp, 'eventId' | 'title' | 'start' | 'location' | 'status' | 'checkedIn'> & Partial<MyRsvp>;

/** For tests: one of the member's RSVPs as GET /api/v1/rsvp/me answers it (the flat item, a profile kept). */
export function myRsvpOnWire(own: Own): MyRsvp {
  return {
    userId: 'jdoe2@illinois.edu',
    isPaidMember: false,
    createdAt: 1_900_000_000,
    gradYear: 2028,
    gradMonth: 'May',
    expectedDegree: "Bachelor's",
    intendedMajor: 'Computer Science',
    interests: [],
    dietaryRestrictions: [],
    walkIn: false,
    hasProfile: true,
    name: 'Jane Doe',
    dietaryOther: '',
    ...own,
  };
}
